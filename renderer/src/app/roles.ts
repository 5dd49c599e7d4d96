// A token's role as the console knows it. Apart from permissions.ts, which says what each role may
// do: the shell needs the role to draw the header, and only the screens that gate actions load
// that table.
import type { Role } from '../../../shared/rpc/policy.js';

export type KnownRole = Role | 'unknown';

export function toRole(raw: string | undefined | null): KnownRole {
  const r = (raw ?? '').toLowerCase();
  return r === 'analyst' || r === 'admin' || r === 'support' || r === 'service' ? r : 'unknown';
}

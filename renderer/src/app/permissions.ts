// Whether a role may do a console action, and why not. The roles come from action-roles.gen.ts,
// derived from the IPC contract and the server's policy (action-roles.derive.ts) and checked
// against them by a test. The server has the last word; this only lets the UI disable what would
// be refused and say why.
import type { Role } from '../../../shared/rpc/policy.js';
import { ACTION_ROLES } from './action-roles.gen.js';
import { SOURCES, type Action } from './actions.js';

export type { Role } from '../../../shared/rpc/policy.js';
export type { Action } from './actions.js';
export type { KnownRole } from './roles.js';
import type { KnownRole } from './roles.js';

export interface Can {
  allowed: boolean;
  /** Why not, in a sentence, when not allowed. */
  reason?: string;
}

const PLURAL: Record<Role, string> = {
  analyst: 'analysts',
  admin: 'admins',
  support: 'support staff',
  service: 'service clients',
};

function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export { toRole } from './roles.js';

/** Unknown roles are allowed: the server decides and its refusal is shown. */
export function can(role: KnownRole, action: Action): Can {
  const roles = ACTION_ROLES[action];
  if (role === 'unknown' || roles.includes(role)) return { allowed: true };
  const who = list(roles.map((r) => PLURAL[r]));
  return { allowed: false, reason: `Your role (${role}) cannot ${SOURCES[action].doing}; ${who} can.` };
}

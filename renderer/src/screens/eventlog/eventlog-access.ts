// Who may use the Event log screen. The event-log API is REST with OAuth scope `log`, not an RPC
// of shared/rpc/policy.ts, so the console's own rule lives here: admins do everything, support
// staff read (tail, filter, play), nobody else. Unknown roles are allowed: the server decides.
import type { Can, KnownRole, Role } from '../../app/permissions.js';

const RULES = {
  read: { roles: ['admin', 'support'], doing: 'read event logs', who: 'admins and support staff' },
  commit: { roles: ['admin'], doing: 'commit consumer-group offsets', who: 'admins' },
  // A call's IVR path on the engagement page (dialog NII records): where analysts work.
  ivrPath: {
    roles: ['analyst', 'admin', 'support'],
    doing: 'read a call’s IVR path',
    who: 'analysts, admins and support staff',
  },
} as const satisfies Record<string, { roles: readonly Role[]; doing: string; who: string }>;

export function canEventLog(role: KnownRole, what: keyof typeof RULES): Can {
  const rule = RULES[what];
  if (role === 'unknown' || (rule.roles as readonly Role[]).includes(role)) return { allowed: true };
  return { allowed: false, reason: `Your role (${role}) cannot ${rule.doing}; ${rule.who} can.` };
}

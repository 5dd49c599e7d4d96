// What each role may do in the console, derived from the IPC contract (the RPCs each channel calls)
// and the server's policy (shared/rpc/policy.ts: who may call each RPC), so the two cannot drift.
// An action is one channel, or a few channels a screen gates together; a role may do it when the
// policy lets it call every RPC of those channels. The server has the last word; this only lets the
// UI disable what would be refused and say why.
import type { Channel } from '../../../shared/ipc/contract.js';
import { channelRpcs } from '../../../shared/ipc/channel-rpcs.js';
import { policyFor, type Role } from '../../../shared/rpc/policy.js';

export type { Role } from '../../../shared/rpc/policy.js';
export type { KnownRole } from './roles.js';
import type { KnownRole } from './roles.js';

interface ActionSource {
  /** "cannot <verb phrase>" */
  doing: string;
  /** The channels the action stands for (default: the channel the action is named after). */
  channels?: readonly Channel[];
}

const SOURCES = {
  'engagements.setVerdict': { doing: 'set verdicts' },
  'voiceprints.lock': { doing: 'lock voiceprints' },
  'voiceprints.unlock': { doing: 'unlock voiceprints' },
  'voiceprints.deleteTemplate': { doing: 'delete voiceprint templates' },
  'voiceprints.delete': { doing: 'delete voiceprint profiles' },
  'voiceprints.removeSegment': { doing: 'remove enrollment segments' },
  'voiceprints.runReport': { doing: 'run voiceprint status jobs' },
  'configsets.write': {
    doing: 'change configsets',
    channels: [
      'configsets.create',
      'configsets.validate',
      'configsets.activate',
      'configsets.deleteRevision',
      'configsets.delete',
      'configsets.updateDescription',
      'templates.create',
      'templates.delete',
      'templates.generate',
    ],
  },
  'callerid.rules.write': {
    doing: 'change watchlist rules',
    channels: ['callerid.addRule', 'callerid.updateRule', 'callerid.deleteRule', 'callerid.importCsv'],
  },
  'callerid.exportCsv': { doing: 'export watchlist rules' },
  'callerid.validate': { doing: 'validate caller IDs' },
  'callerid.assess': { doing: 'assess caller-ID risk' },
  'media.setLegalHold': { doing: 'edit media details' },
  'people.create': { doing: 'create persons' },
  'people.groups': { doing: 'list groups' },
  'people.consentHistory': { doing: 'read consent history' },
  'people.optIn': { doing: 'record a person’s opt-in' },
  'people.optOut': { doing: 'opt persons out' },
  'people.deletePersonalData': { doing: 'delete personal data' },
  'fraud.fraudsters.write': {
    doing: 'create or rename fraudsters',
    channels: ['fraud.createFraudster', 'fraud.renameFraudster'],
  },
  'fraud.watchlists.list': { doing: 'list watchlists' },
  'models.list': { doing: 'list semantic models' },
  'fraud.addCallerToWatchlist': { doing: 'add callers to watchlists as fraudsters' },
  'fraud.watchlists.write': {
    doing: 'change watchlists',
    channels: ['fraud.createWatchlist', 'fraud.addToWatchlist', 'fraud.removeFromWatchlist'],
  },
} as const satisfies Record<string, ActionSource>;

export type Action = keyof typeof SOURCES;

// An action without `channels` is named after its channel.
type Unnamed = {
  [A in Action]: (typeof SOURCES)[A] extends { channels: readonly Channel[] } ? never : A extends Channel ? never : A;
}[Action];
const _named: [Unnamed] extends [never] ? true : Unnamed = true;
void _named;

export interface ActionDef {
  roles: readonly Role[];
  doing: string;
  channels: readonly Channel[];
  /** The RPCs whose policy decides: 'Service/Method'. */
  rpcs: readonly string[];
}

function derive(action: string, src: ActionSource): ActionDef {
  const channels = src.channels ?? [action as Channel];
  const rpcs = [...new Set(channels.flatMap((c) => channelRpcs(c)))];
  const allowed = rpcs.map((rpc) => {
    const slash = rpc.lastIndexOf('/');
    return policyFor(rpc.slice(0, slash), rpc.slice(slash + 1))?.roles ?? [];
  });
  // In the order of the first RPC's policy line (the one the action is about).
  const roles = (allowed[0] ?? []).filter((r) => allowed.every((list) => list.includes(r)));
  return { roles, doing: src.doing, channels, rpcs };
}

export const ACTIONS = Object.fromEntries(
  Object.entries(SOURCES).map(([action, src]) => [action, derive(action, src)]),
) as Record<Action, ActionDef>;

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
  const def: ActionDef = ACTIONS[action];
  if (role === 'unknown' || def.roles.includes(role)) return { allowed: true };
  const who = list(def.roles.map((r) => PLURAL[r]));
  return { allowed: false, reason: `Your role (${role}) cannot ${def.doing}; ${who} can.` };
}

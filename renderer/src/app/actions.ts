// The actions the console gates by role: each names the channels it stands for and says, for the
// "why not" message, what it does. Which roles may do each is derived from the contract and the
// server's policy (action-roles.derive.ts) and kept in action-roles.gen.ts, which a test rewrites
// and checks, so the shell and first screen do not load the whole contract and policy to know it.
import type { Channel } from '../../../shared/ipc/contract.js';

export interface ActionSource {
  /** "cannot <verb phrase>" */
  doing: string;
  /** The channels the action stands for (default: the channel the action is named after). */
  channels?: readonly Channel[];
}

export const SOURCES = {
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
  'configsets.replay': { doing: 'replay decisions under a revision' },
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
  'dialogs.list': { doing: 'read deployed dialog projects', channels: ['dialogs.list', 'dialogs.project'] },
  'dialogs.try': { doing: 'try dialog projects', channels: ['dialogs.start', 'dialogs.execute', 'dialogs.stop'] },
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

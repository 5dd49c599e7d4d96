// The IPC contract between the renderer and main: every channel, named `domain.method`, with a
// zod schema for its request and its response, and every event main pushes to the renderer. Both
// sides infer their types from here; main validates every payload against it, in Electron and in
// the browser host alike. A domain channel also names the RPCs main calls for it (`rpcs`, from
// which the renderer's permission table is derived) and whether main audits it (`audited`).
import { z } from 'zod';
import { AUDIT_NOTES, auditEntrySchema, auditQuerySchema } from '../domain/audit.js';
import {
  connectionProfileSchema,
  connectionTestSchema,
  demoRoleSchema,
  profileDraftSchema,
} from '../domain/connections.js';
import { embeddedStateSchema } from '../domain/embedded.js';
import { replayProgressSchema } from '../domain/replay.js';
import { secretsStatusSchema } from '../domain/secrets.js';
import { ipcErrorSchema } from './errors.js';
import type { ChannelSchema, ChannelSchemas } from './channels/types.js';
import type { RpcName } from '../rpc/services.js';
import { callerIdChannels } from './channels/callerid.js';
import { configsetsChannels } from './channels/configsets.js';
import { engagementsChannels } from './channels/engagements.js';
import { eventlogChannels, eventLogRecordsEventSchema } from './channels/eventlog.js';
import { mediaChannels } from './channels/media.js';
import { modelsChannels } from './channels/models.js';
import { dialogsChannels } from './channels/dialogs.js';
import { peopleChannels } from './channels/people.js';
import { fraudChannels } from './channels/fraud.js';
import { voiceprintsChannels } from './channels/voiceprints.js';

const empty = z.object({}).strict();
const id = z.string().min(1).max(100);

export const contract = {
  'app.info': {
    request: empty,
    response: z.object({
      name: z.literal('Vigil'),
      version: z.string(),
      /** Where the console runs: the Electron window or a browser served by the browser host. */
      host: z.enum(['electron', 'browser']),
      /** Test-only hooks are on (VIGIL_TEST_HOOKS=1 in main's environment; never in a release). */
      testHooks: z.boolean().optional(),
    }),
  },
  /** Help ▸ Copy diagnostics: versions, paths, server health and the last errors, with no secrets. */
  'app.diagnostics': {
    request: empty,
    response: z.object({ text: z.string(), logsDir: z.string() }),
  },
  /**
   * A case report saved as PDF: Electron prints the window (printToPDF) and asks where to save it;
   * the browser host cannot (supported false), and the renderer opens the print dialog instead.
   */
  'app.savePdf': {
    request: z
      .object({
        fileName: z
          .string()
          .trim()
          .min(5)
          .max(200)
          .regex(/^[^/\\:*?"<>|]+\.pdf$/, 'a file name ending .pdf'),
      })
      .strict(),
    response: z.object({ supported: z.boolean(), saved: z.boolean(), path: z.string().optional() }),
  },
  /** Help ▸ Open logs folder: opened by the OS in Electron; the browser host only says where it is. */
  'app.openLogsFolder': {
    request: empty,
    response: z.object({ opened: z.boolean(), logsDir: z.string() }),
  },

  // Connection profiles. Secrets go in (save, import) and never come out.
  'connections.list': {
    request: empty,
    response: z.object({ profiles: z.array(connectionProfileSchema), currentId: z.string() }),
  },
  'connections.get': { request: z.object({ id }).strict(), response: connectionProfileSchema },
  'connections.save': {
    audited: true,
    request: z
      .object({
        profile: profileDraftSchema,
        /** A new client secret; absent keeps the stored one. */
        secret: z.string().min(1).max(4096).optional(),
      })
      .strict(),
    response: connectionProfileSchema,
  },
  'connections.remove': {
    audited: true,
    request: z.object({ id }).strict(),
    response: z.object({ removed: z.boolean(), currentId: z.string() }),
  },
  'connections.import': {
    audited: true,
    request: z
      .object({
        /** The credentials file's text (JSON, or key: value / key=value lines). */
        text: z.string().min(1).max(200_000),
        /** Name for the new profile (default: from the file or the client ID). */
        name: z.string().trim().min(1).max(100).optional(),
      })
      .strict(),
    response: z.object({
      /** Saved only when nothing required was missing. */
      profile: connectionProfileSchema.optional(),
      /** What was read (without the secret), to prefill the form when something is missing. */
      draft: profileDraftSchema.partial(),
      /** File keys that were required and absent, e.g. ['client_secret']. */
      missing: z.array(z.string()),
      warnings: z.array(z.string()),
      /** One sentence for people. */
      message: z.string(),
    }),
  },
  'connections.test': { request: z.object({ id: id.optional() }).strict(), response: connectionTestSchema },
  'connections.select': {
    audited: true,
    request: z.object({ id }).strict(),
    response: z.object({ currentId: z.string() }),
  },
  'connections.current': {
    request: empty,
    response: z.object({ profile: connectionProfileSchema, scopeId: z.string() }),
  },

  'secrets.status': { request: empty, response: secretsStatusSchema },
  'secrets.usePassphrase': {
    audited: true,
    request: z.object({ passphrase: z.string().min(8).max(1024) }).strict(),
    response: secretsStatusSchema,
  },

  'embedded.status': { request: empty, response: embeddedStateSchema },
  /** Which demo client (and so which role) the Embedded profile uses. */
  'embedded.setRole': {
    audited: true,
    request: z.object({ role: demoRoleSchema }).strict(),
    response: embeddedStateSchema,
  },

  'audit.list': { request: auditQuerySchema, response: z.object({ entries: z.array(auditEntrySchema) }) },
  'audit.exportCsv': {
    request: auditQuerySchema.omit({ limit: true }),
    response: z.object({ filename: z.string(), csv: z.string(), count: z.number() }),
  },
  // Domain channels, one file per screen area (channels/*.ts).
  ...engagementsChannels,
  ...voiceprintsChannels,
  ...configsetsChannels,
  ...callerIdChannels,
  ...mediaChannels,
  ...eventlogChannels,
  ...peopleChannels,
  ...fraudChannels,
  ...modelsChannels,
  ...dialogsChannels,
} as const satisfies ChannelSchemas;

/** Events main pushes to the renderer (Electron: `vigil:event`; browser host: SSE on /events). */
export const events = {
  'embedded.state': embeddedStateSchema,
  /** The current profile changed, or a profile was saved or removed: refetch what depends on it. */
  'connections.changed': z.object({ currentId: z.string() }),
  /** Progress of a long job (status-job reports, uploads), keyed by the job ID its channel returned. */
  'job.progress': z.object({
    jobId: z.string(),
    kind: z.string(),
    state: z.enum(['running', 'done', 'failed', 'cancelled']),
    done: z.number(),
    total: z.number().optional(),
    /** The share done (0 to 1), where the job can tell without a total (a report's phase). */
    fraction: z.number().min(0).max(1).optional(),
    message: z.string().optional(),
    error: ipcErrorSchema.optional(),
  }),
  /** Records of an Event log screen's live tail, keyed by the tail ID eventlog.open returned. */
  'eventlog.records': eventLogRecordsEventSchema,
  /** Progress of a configsets.replay call, keyed by the replayId its request carried. */
  'configsets.replayProgress': replayProgressSchema,
  /** A command from the desktop's own menu (Help ▸ About, Keyboard shortcuts) for the window to show. */
  'app.command': z.object({ command: z.enum(['about', 'shortcuts', 'palette']) }),
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type RequestOf<C extends Channel> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<Contract[C]['response']>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventOf<E extends EventName> = z.output<Events[E]>;

export const CHANNELS = Object.keys(contract) as Channel[];

/** Channels main records in the audit log (`audited: true`); their names are the audit entries' actions. */
export type AuditedChannel = { [C in Channel]: Contract[C] extends { audited: true } ? C : never }[Channel];
/** The audited channels of one area, e.g. `AuditedChannelOf<'voiceprints'>` (the voiceprint changes). */
export type AuditedChannelOf<Area extends string> = Extract<AuditedChannel, `${Area}.${string}`>;

const schemaOf = (c: Channel): ChannelSchema => contract[c];

export const AUDITED_CHANNELS = CHANNELS.filter((c) => schemaOf(c).audited === true) as AuditedChannel[];

/** Every action an audit entry can name: the audited channels and what main notes on its own. */
export const AUDIT_ACTIONS: readonly string[] = [...AUDITED_CHANNELS, ...AUDIT_NOTES];

export function isAudited(c: Channel): c is AuditedChannel {
  return schemaOf(c).audited === true;
}

/** The RPCs main calls for a channel (`Service/Method`), the one it is about first; none for local ones. */
export function rpcsOf(c: Channel): readonly RpcName[] {
  return schemaOf(c).rpcs ?? [];
}
export const EVENT_NAMES = Object.keys(events) as EventName[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(events, name);
}

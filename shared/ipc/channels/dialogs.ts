// IPC channels of the Dialogs screen (issue 36): the dialog projects deployed for the console's app
// (Browse.ListDialogProjects, GetDialogProject; admins) and Try it, a conversation with a deployed
// project (DialogService Start, Execute, Stop; admins and analysts). Merged into the contract in
// ../contract.ts.
import { z } from 'zod';
import { rpcText } from '../../rpc/limited-text.js';
import { DEFAULT_STRING_CHARS } from '../../rpc/limits.js';
import { rpcName } from '../../rpc/services.js';
import type { ChannelSchemas } from './types.js';

export const dialogProjectSchema = z.object({
  urn: z.string(),
  contextTag: z.string(),
  projectName: z.string(),
  nluUrns: z.array(z.string()),
  version: z.number(),
  deployedAt: z.string().optional(),
});

export const dialogDataAccessSchema = z.object({
  latencyMessage: z.string(),
  sendData: z.array(z.string()),
  getData: z.array(z.string()),
  clientSide: z.boolean(),
  preset: z.string(),
  alias: z.string(),
  baseUrl: z.string(),
  /** deploy (--alias), environment (VIGIL_DLG_ALIAS_*), export (the alias default) or '' (none). */
  baseUrlSource: z.enum(['deploy', 'environment', 'export', '']),
  baseUrlEnvName: z.string(),
  urlExtension: z.string(),
  fetchTimeoutMs: z.number(),
  fetchTimeoutDefault: z.boolean(),
  connectTimeoutMs: z.number(),
  connectTimeoutDefault: z.boolean(),
  method: z.string(),
  headerNames: z.array(z.string()),
});

export const dialogNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** NII node type: dialog, message, decision, questionanswer, questionrouter, intentmapper, dataaccess, end. */
  type: z.string(),
  kind: z.string(),
  summary: z.string(),
  transitions: z.array(z.object({ toNodeId: z.string(), toComponentId: z.string(), label: z.string() })),
  dataAccess: dialogDataAccessSchema.optional(),
});

export const dialogComponentSchema = z.object({
  id: z.string(),
  name: z.string(),
  startNodeId: z.string(),
  nodes: z.array(dialogNodeSchema),
});

/** One answer of the dialog: its messages and its one action. */
export const dialogTurnSchema = z.object({
  /** Text of each message (visual text, else the text to speak). */
  messages: z.array(z.string()),
  action: z.object({
    kind: z.enum(['question', 'data', 'continue', 'escalation', 'end', 'none']),
    /** The da_action's id (the data access node), or the escalation's / end's id. */
    id: z.string(),
    /** The question's or the data action's own message. */
    prompt: z.string(),
    /** Items to pick (questions with selectables). */
    selectables: z.array(
      z.object({ id: z.string(), value: z.string(), displayText: z.string(), description: z.string() }),
    ),
    /** The data action's Send Data, or the end's / escalation's data. */
    data: z.record(z.string(), z.unknown()),
  }),
});

const sessionId = rpcText('session_id', z.string().trim().min(1));
/** A string field of the dialog API without a row of its own in the limits table. */
const text = (min = 0) => z.string().trim().min(min).max(DEFAULT_STRING_CHARS);

export const dialogsChannels = {
  /** The app's deployed dialog projects; browseAvailable false on a server without Vigil's Browse. */
  'dialogs.list': {
    rpcs: [rpcName('browse', 'ListDialogProjects')],
    request: z.object({}).strict(),
    response: z.object({ projects: z.array(dialogProjectSchema), browseAvailable: z.boolean() }),
  },
  /** One project's components and nodes, data access configuration included. */
  'dialogs.project': {
    rpcs: [rpcName('browse', 'GetDialogProject')],
    request: z.object({ urn: rpcText('vigil.v1.GetDialogProjectRequest.urn', z.string().trim().min(1)) }).strict(),
    response: z.object({ project: dialogProjectSchema, components: z.array(dialogComponentSchema) }),
  },
  /** Starts a session of a deployed project and runs it to its first action. */
  'dialogs.start': {
    rpcs: [rpcName('dialog', 'Start'), rpcName('dialog', 'Execute')],
    request: z
      .object({
        urn: z.string().trim().min(1).max(512),
        channel: text(1).default('default'),
        language: text(2).default('en-US'),
        /** A Gatekeeper engagement the conversation belongs to: sent as client_data x-vigil-engagement-id. */
        engagementId: z.string().trim().max(100).optional(),
      })
      .strict(),
    response: z.object({ sessionId: z.string(), turn: dialogTurnSchema }),
  },
  /** One turn: typed text, a picked item, or the data a client-side data action asked for. */
  'dialogs.execute': {
    rpcs: [rpcName('dialog', 'Execute')],
    request: z
      .object({
        sessionId,
        input: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(2000) }).strict(),
          z.object({ kind: z.literal('select'), id: text(), value: text() }).strict(),
          z
            .object({
              kind: z.literal('data'),
              id: text(1),
              data: z.record(z.string().max(256), z.string().max(DEFAULT_STRING_CHARS)),
            })
            .strict(),
          z.object({ kind: z.literal('continue') }).strict(),
        ]),
      })
      .strict(),
    response: dialogTurnSchema,
  },
  'dialogs.stop': {
    rpcs: [rpcName('dialog', 'Stop')],
    request: z.object({ sessionId }).strict(),
    response: z.object({ stopped: z.boolean() }),
  },
} as const satisfies ChannelSchemas;

export type DialogProject = z.infer<typeof dialogProjectSchema>;
export type DialogComponent = z.infer<typeof dialogComponentSchema>;
export type DialogNode = z.infer<typeof dialogNodeSchema>;
export type DialogDataAccess = z.infer<typeof dialogDataAccessSchema>;
export type DialogTurn = z.infer<typeof dialogTurnSchema>;

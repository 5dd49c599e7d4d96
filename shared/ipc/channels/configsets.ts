// IPC channels of the configsets screens: `configsets.method` and `templates.method` names, zod
// request and response schemas. Merged into the contract in ../contract.ts. Every request may name
// a connection profile and a gk_scope_id; absent, main uses the current profile and its scope.
import { z } from 'zod';
import { rpcText } from '../../rpc/limited-text.js';
import {
  configsetIdSchema,
  configsetSummarySchema,
  creatableTypeSchema,
  factoryTemplateIdSchema,
  newContentSchema,
  revisionDetailSchema,
  revisionSchema,
  revisionStateSchema,
  serviceContentSchema,
  templateDetailSchema,
  templateSchema,
} from '../../domain/configsets.js';
import { REPLAY_WINDOWS, replayResultSchema } from '../../domain/replay.js';
import { rpcName } from '../../rpc/services.js';
import type { ChannelSchemas } from './types.js';

const where = {
  profileId: z.string().min(1).max(100).optional(),
  scopeId: z.string().min(1).max(100).optional(),
};
const req = <T extends z.ZodRawShape>(shape: T) => z.object({ ...where, ...shape }).strict();
const revisionId = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'a UUID');
const done = z.object({});

export const configsetsChannels = {
  /** Every configset of the scope, with its active revision and counts per state. */
  'configsets.list': {
    rpcs: [rpcName('configsets', 'ListConfigsetRevisions')],
    request: req({}),
    response: z.object({ configsets: z.array(configsetSummarySchema) }),
  },
  /** A configset's revisions, newest first (optionally only some states). */
  'configsets.revisions': {
    rpcs: [rpcName('configsets', 'ListConfigsetRevisions')],
    request: req({ configsetId: configsetIdSchema, states: z.array(revisionStateSchema).optional() }),
    response: z.object({ revisions: z.array(revisionSchema) }),
  },
  /** One revision with its content (whole and per service, with each service's JSON Schema). */
  'configsets.revision': {
    rpcs: [rpcName('configsets', 'GetConfigsetRevision')],
    request: req({ revisionId }),
    response: revisionDetailSchema,
  },
  /** The ACTIVE revision of a configset, with its content. */
  'configsets.active': {
    rpcs: [rpcName('configsets', 'GetConfigset')],
    request: req({ configsetId: configsetIdSchema }),
    response: revisionDetailSchema,
  },
  /** The per-service JSON Schemas the server publishes (read from any revision or template). */
  'configsets.schema': {
    rpcs: [
      rpcName('configsets', 'ListConfigsetRevisions'),
      rpcName('configsets', 'GetConfigsetRevision'),
      rpcName('configsets', 'ListTemplates'),
      rpcName('configsets', 'GetTemplate'),
    ],
    request: req({}),
    response: z.object({ services: z.array(serviceContentSchema.omit({ data: true })) }),
  },
  /** A new revision (a new configset when the ID is new); SAVED, or VALIDATED with performValidation. */
  'configsets.create': {
    rpcs: [rpcName('configsets', 'CreateConfigset')],
    audited: true,
    request: req({
      configsetId: configsetIdSchema,
      type: creatableTypeSchema,
      description: z.string().max(1024).optional(),
      performValidation: z.boolean().optional(),
      content: newContentSchema,
    }),
    response: z.object({ revisionId: z.string() }),
  },
  /** Validates a revision; invalid content fails with field violations (content.<service>.<setting>). */
  'configsets.validate': {
    rpcs: [rpcName('configsets', 'ValidateConfigsetRevision'), rpcName('configsets', 'GetConfigsetRevision')],
    audited: true,
    request: req({ revisionId }),
    response: revisionSchema,
  },
  /** Makes a revision ACTIVE; the previously active one becomes INACTIVE. */
  'configsets.activate': {
    rpcs: [rpcName('configsets', 'ActivateConfigsetRevision'), rpcName('configsets', 'GetConfigsetRevision')],
    audited: true,
    request: req({ revisionId }),
    response: revisionSchema,
  },
  'configsets.deleteRevision': {
    rpcs: [rpcName('configsets', 'DeleteConfigsetRevision')],
    audited: true,
    request: req({ revisionId }),
    response: done,
  },
  /** Deletes the configset with all its revisions, the active one included. */
  'configsets.delete': {
    rpcs: [rpcName('configsets', 'DeleteConfigset')],
    audited: true,
    /** The reason is kept in the local audit only: DeleteConfigsetRequest has no field for it. */
    request: req({ configsetId: configsetIdSchema, reason: rpcText('reason', z.string().trim()).optional() }),
    response: done,
  },
  /** Sets the description of the configset's current (active, else newest) revision. */
  'configsets.updateDescription': {
    rpcs: [rpcName('configsets', 'UpdateConfigsetDetails')],
    audited: true,
    request: req({ configsetId: configsetIdSchema, description: z.string().max(1024) }),
    response: done,
  },
  /**
   * What a stored revision or a draft would have decided for the sessions decided in the last
   * `days` (DecisionReplay/ReplayDecisions, admins only). Progress arrives as `configsets.replayProgress`
   * events keyed by `replayId`; the result answers the call; cancelling the call cancels the replay.
   * Audited as a read of many records: who replayed which configset over which window.
   */
  'configsets.replay': {
    rpcs: [rpcName('decisionReplay', 'ReplayDecisions')],
    audited: true,
    request: req({
      replayId: z.string().min(1).max(100),
      configsetId: configsetIdSchema,
      days: z.union(REPLAY_WINDOWS.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>]),
      /** A stored revision of the configset, or a draft's content (JSON text); exactly one. */
      revisionId: revisionId.optional(),
      draftContent: z
        .string()
        .min(1)
        .max(64 * 1024)
        .optional(),
    }).refine((r) => (r.revisionId === undefined) !== (r.draftContent === undefined), {
      message: 'name a revisionId or send draftContent, not both',
      path: ['revisionId'],
    }),
    response: replayResultSchema,
  },

  /** Templates, one entry per template ID (its ACTIVE revision). */
  'templates.list': {
    rpcs: [rpcName('configsets', 'ListTemplates')],
    request: req({}),
    response: z.object({ templates: z.array(templateSchema) }),
  },
  'templates.get': {
    rpcs: [rpcName('configsets', 'GetTemplate')],
    request: req({ templateId: configsetIdSchema }),
    response: templateDetailSchema,
  },
  'templates.create': {
    rpcs: [rpcName('configsets', 'CreateTemplate')],
    audited: true,
    request: req({
      templateId: configsetIdSchema,
      type: creatableTypeSchema,
      description: z.string().max(1024).optional(),
      content: z
        .string()
        .min(1)
        .max(64 * 1024),
    }),
    response: z.object({ templateRevisionId: z.string() }),
  },
  'templates.delete': {
    rpcs: [rpcName('configsets', 'DeleteTemplate')],
    audited: true,
    request: req({ templateId: configsetIdSchema }),
    response: done,
  },
  /** Creates (or resets) a template from a factory template ID. */
  'templates.generate': {
    rpcs: [rpcName('configsets', 'GenerateTemplate')],
    audited: true,
    request: req({ factoryId: factoryTemplateIdSchema }),
    response: z.object({ templateRevisionId: z.string() }),
  },
} as const satisfies ChannelSchemas;

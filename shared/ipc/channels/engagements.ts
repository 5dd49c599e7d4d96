// IPC channels of the engagements screens: `engagements.method` names, zod request and response schemas.
// Merged into the contract in ../contract.ts.
import { z } from 'zod';
import { rpcText } from '../../rpc/limited-text.js';
import { COUNT_LIMITS } from '../../rpc/limits.js';
import {
  VERDICTS,
  engagementFilterSchema,
  engagementListItemSchema,
  engagementMediaSchema,
  engagementSchema,
  engagementSessionSchema,
  engagementSummarySchema,
  riskInfoSchema,
} from '../../domain/engagements.js';
import { decisionExplanationSchema } from '../../domain/explanations.js';
import { rpcName } from '../../rpc/services.js';
import type { ChannelSchemas } from './types.js';

const id = z.string().trim().min(1).max(100);
/** Which profile and scope to act through (default: the current profile and its default scope). */
const where = { profileId: id.optional(), scopeId: id.optional() };

export const engagementsChannels = {
  /** The queue: one page of vigil.v1.Browse ListEngagements. browseAvailable false: use engagements.lookup. */
  'engagements.list': {
    rpcs: [rpcName('browse', 'ListEngagements')],
    request: z
      .object({
        ...where,
        filter: engagementFilterSchema.default({}),
        pageToken: rpcText('page_token').optional(),
        pageSize: z.number().int().min(1).max(COUNT_LIMITS.browsePageSize).optional(),
      })
      .strict(),
    response: z.object({
      items: z.array(engagementListItemSchema),
      nextPageToken: z.string(),
      totalSize: z.number(),
      totalSizeCapped: z.boolean(),
      browseAvailable: z.boolean(),
    }),
  },
  /** One engagement with its sessions, correlated engagements and media segments. */
  'engagements.get': {
    rpcs: [
      rpcName('sessions', 'GetEngagementDetails'),
      rpcName('browse', 'ListSessions'),
      rpcName('sessions', 'GetSessionDetails'),
      rpcName('sessions', 'ListCorrelatedEngagements'),
      rpcName('browse', 'ListMediaSegments'),
    ],
    request: z.object({ ...where, gkEngagementId: id }).strict(),
    response: z.object({
      engagement: engagementSchema,
      sessions: z.array(engagementSessionSchema),
      /** Other engagements sharing its correlation ID (up to five, newest first). */
      correlated: z.array(engagementSummarySchema),
      /** Absent when the server offers no way to list them (no Browse). */
      mediaSegments: z.array(engagementMediaSchema).optional(),
      browseAvailable: z.boolean(),
    }),
  },
  /** Finds engagements by external ID, Gatekeeper ID or correlation ID (works without Browse). */
  'engagements.lookup': {
    rpcs: [
      rpcName('sessions', 'GetEngagementDetails'),
      rpcName('sessions', 'GetGkEngagementId'),
      rpcName('sessions', 'ListCorrelatedEngagements'),
    ],
    request: z
      .object({
        ...where,
        by: z.enum(['external', 'gk', 'correlation']),
        value: rpcText('engagement_id', z.string().trim().min(1)),
      })
      .strict(),
    response: z.object({ matches: z.array(engagementSummarySchema) }),
  },
  /** GetSessionDecision now (re-evaluates an active session); the stored evaluation is in engagements.get. */
  'engagements.sessionDecision': {
    rpcs: [rpcName('sessions', 'GetSessionDecision')],
    request: z.object({ ...where, gkEngagementId: id, gkSessionId: id }).strict(),
    response: riskInfoSchema,
  },
  /**
   * Why each session of the engagement was decided as it was (vigil.v1.Browse
   * ListDecisionExplanations), also after the sessions' details have expired. browseAvailable false:
   * the server does not offer it.
   */
  'engagements.explanations': {
    rpcs: [rpcName('browse', 'ListDecisionExplanations')],
    request: z.object({ ...where, gkEngagementId: id }).strict(),
    response: z.object({ explanations: z.array(decisionExplanationSchema), browseAvailable: z.boolean() }),
  },
  /** SetEngagementVerdict, then the engagement read back from the server. Audited. */
  'engagements.setVerdict': {
    rpcs: [rpcName('sessions', 'SetEngagementVerdict'), rpcName('sessions', 'GetEngagementDetails')],
    audited: true,
    request: z
      .object({
        ...where,
        gkEngagementId: id,
        verdict: z.enum(VERDICTS),
        description: rpcText('description').optional(),
        /** A whole number (int64 on the wire), as text so no digits are lost. */
        amount: z
          .string()
          .regex(/^\d{1,18}$/, 'must be a whole number without sign or decimals')
          .optional(),
        /** FRAUD only: also removes enrollments and consents recorded in this engagement's sessions. */
        resetEnrollmentsOnFraud: z.boolean().default(false),
      })
      .strict()
      .refine((r) => !r.resetEnrollmentsOnFraud || r.verdict === 'ENGAGEMENT_VERDICT_FRAUD', {
        message: 'only a FRAUD verdict can reset enrollments',
        path: ['resetEnrollmentsOnFraud'],
      }),
    response: engagementSchema,
  },
} as const satisfies ChannelSchemas;

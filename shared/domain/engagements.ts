// Engagements and their sessions as the console shows them: plain objects (IDs as strings, ISO
// timestamps, enum names), read from SessionsManager and, where the server offers it, vigil.v1.Browse.
import { z } from 'zod';
import { rpcText } from '../rpc/limited-text.js';

export {
  DECISIONS,
  VERDICTS,
  ORDERS,
  enumLabel,
  type Decision,
  type Verdict,
  type EngagementOrder,
} from './engagement-values.js';
import { DECISIONS, ORDERS, VERDICTS } from './engagement-values.js';

export const riskInfoSchema = z.object({
  risk: z.number().optional(),
  reliability: z.number().optional(),
  decision: z.string().optional(),
  decisionReason: z.string().optional(),
});

export const verdictInfoSchema = z.object({
  verdict: z.string().optional(),
  description: z.string().optional(),
  /** int64 as a decimal string. */
  amount: z.string().optional(),
  verdictTimestamp: z.string().optional(),
  analystId: z.string().optional(),
});

export const engagementSchema = z.object({
  gkEngagementId: z.string(),
  /** External engagement ID. */
  engagementId: z.string().optional(),
  gkSessionIds: z.array(z.string()).default([]),
  isActive: z.boolean().default(false),
  analystId: z.string().optional(),
  correlationId: z.string().optional(),
  verdictInfo: verdictInfoSchema.optional(),
  riskInfo: riskInfoSchema.optional(),
  creationTimestamp: z.string().optional(),
  completionTimestamp: z.string().optional(),
  modificationTimestamp: z.string().optional(),
  customData: z.record(z.string(), z.string()).default({}),
});

/** A queue row: the engagement, and how many of its media segments hold uploaded audio. */
export const engagementListItemSchema = engagementSchema.extend({
  /** Segments with uploaded audio (0: none); absent when the server does not say. */
  audioSegments: z.number().int().min(0).optional(),
});

/** One session of an engagement. Stopped sessions whose post-call processing finished are no longer readable. */
export const engagementSessionSchema = z.object({
  gkSessionId: z.string(),
  readable: z.boolean(),
  /** Why the details are missing (readable false). */
  unreadableReason: z.string().optional(),
  sessionType: z.string().optional(),
  sessionId: z.string().optional(),
  isActive: z.boolean().optional(),
  isTest: z.boolean().optional(),
  ani: z.string().optional(),
  dnis: z.string().optional(),
  agentId: z.string().optional(),
  callType: z.string().optional(),
  isSuspicious: z.boolean().optional(),
  suspiciousReason: z.string().optional(),
  wasAbandon: z.boolean().optional(),
  /** The stored risk evaluation of the session. */
  riskInfo: riskInfoSchema.optional(),
  creationTimestamp: z.string().optional(),
  completionTimestamp: z.string().optional(),
});

/** A short summary: correlated engagements, lookup matches. */
export const engagementSummarySchema = z.object({
  gkEngagementId: z.string(),
  engagementId: z.string().optional(),
  isActive: z.boolean().default(false),
  creationTimestamp: z.string().optional(),
});

export const engagementMediaSchema = z.object({
  gkMediaSegmentId: z.string(),
  gkSessionId: z.string().optional(),
  creationTimestamp: z.string().optional(),
  /** Seconds, hold time excluded. */
  mediaLength: z.number().optional(),
  callType: z.string().optional(),
  numberOfChannels: z.number().optional(),
  legalHold: z.boolean().optional(),
});

export const engagementFilterSchema = z
  .object({
    /** Started at or after (ISO). */
    from: z.string().datetime({ offset: true }).optional(),
    /** Started before (ISO). */
    to: z.string().datetime({ offset: true }).optional(),
    /** DECISION_UNSPECIFIED also matches engagements not yet decided. */
    decisions: z.array(z.enum(DECISIONS)).max(DECISIONS.length).optional(),
    riskMin: z.number().int().min(0).max(100).optional(),
    riskMax: z.number().int().min(0).max(100).optional(),
    verdicts: z.array(z.enum(VERDICTS)).max(VERDICTS.length).optional(),
    /** Also match engagements without a verdict (OR with verdicts). */
    withoutVerdict: z.boolean().optional(),
    isActive: z.boolean().optional(),
    engagementIdPrefix: rpcText('engagement_id_prefix').optional(),
    correlationId: rpcText('correlation_id').optional(),
    /** Words spoken in the engagement's media (full-text search over their transcripts). */
    spokenWords: rpcText('spoken_words').optional(),
    /** An intent heard in a caller turn of the engagement's media (one of the deployed models' intents). */
    intent: rpcText('vigil.v1.ListEngagementsRequest.intent', z.string())
      .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'is not an intent name')
      .optional(),
    orderBy: z.enum(ORDERS).optional(),
    /** Only these engagements (gk_engagement_id), e.g. the sessions a decision replay would change. */
    gkEngagementIds: z.array(z.string().uuid()).max(500).optional(),
  })
  .strict();

export type RiskInfo = z.infer<typeof riskInfoSchema>;
export type VerdictInfo = z.infer<typeof verdictInfoSchema>;
export type Engagement = z.infer<typeof engagementSchema>;
export type EngagementListItem = z.infer<typeof engagementListItemSchema>;
export type EngagementSession = z.infer<typeof engagementSessionSchema>;
export type EngagementSummary = z.infer<typeof engagementSummarySchema>;
export type EngagementMedia = z.infer<typeof engagementMediaSchema>;
export type EngagementFilter = z.infer<typeof engagementFilterSchema>;

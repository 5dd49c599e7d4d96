// Decision replay as the console shows it (vigil.v1.DecisionReplay/ReplayDecisions): what a
// configset revision, stored or a draft, would have decided for the sessions a scope has already
// decided, against what was decided then and the analysts' verdicts. Plain objects: enum names as
// strings, IDs as strings, ISO timestamps.
import { z } from 'zod';

/** The windows the "What would change" panel offers, in days back from now. */
export const REPLAY_WINDOWS = [7, 30, 90] as const;
export type ReplayWindow = (typeof REPLAY_WINDOWS)[number];

/** Changed sessions main asks for in one replay (the server's page limit). */
export const REPLAY_CHANGED_PAGE = 500;

export const verdictOutcomeSchema = z.object({
  /** FRAUD verdicts flagged. */
  caught: z.number(),
  /** FRAUD verdicts not flagged. */
  missed: z.number(),
  /** Verdicts other than FRAUD that are flagged. */
  falseAlarms: z.number(),
  /** Sessions flagged in all, with a verdict or not. */
  flagged: z.number(),
});
export type VerdictOutcome = z.infer<typeof verdictOutcomeSchema>;

export const decisionChangeSchema = z.object({
  then: z.string(),
  wouldBe: z.string(),
  count: z.number(),
  /** Engagements behind a changed pair (those among the changed sessions listed); empty when unchanged. */
  gkEngagementIds: z.array(z.string()),
});
export type DecisionChange = z.infer<typeof decisionChangeSchema>;

export const replaySkipSchema = z.object({ reason: z.string(), count: z.number(), explanation: z.string() });

export const thresholdPointSchema = z.object({ threshold: z.number(), outcome: verdictOutcomeSchema });
export type ThresholdPoint = z.infer<typeof thresholdPointSchema>;

export const changedSessionSchema = z.object({
  gkSessionId: z.string(),
  gkEngagementId: z.string(),
  decidedAt: z.string().optional(),
  then: z.string(),
  wouldBe: z.string(),
  /** Absent when none. */
  thenRisk: z.number().optional(),
  wouldBeRisk: z.number().optional(),
  verdict: z.string().optional(),
});
export type ChangedSession = z.infer<typeof changedSessionSchema>;

export const replayResultSchema = z.object({
  sessionsReplayed: z.number(),
  changes: z.array(decisionChangeSchema),
  skipped: z.array(replaySkipSchema),
  then: verdictOutcomeSchema,
  wouldBe: verdictOutcomeSchema,
  /** 101 points, threshold 0 to 100. */
  curve: z.array(thresholdPointSchema),
  /** The first REPLAY_CHANGED_PAGE changed sessions, oldest decision first. */
  changed: z.array(changedSessionSchema),
  changedTotal: z.number(),
  currentThreshold: z.number(),
  proposedThreshold: z.number(),
});
export type ReplayResult = z.infer<typeof replayResultSchema>;

export const replayProgressSchema = z.object({
  /** The replayId the renderer sent with configsets.replay. */
  replayId: z.string(),
  done: z.number(),
  total: z.number(),
});
export type ReplayProgress = z.infer<typeof replayProgressSchema>;

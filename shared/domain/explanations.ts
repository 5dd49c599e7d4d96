// Decision explanations as the console shows them (vigil.v1 Browse ListDecisionExplanations): how
// each session's newest decision was made, kept by the server when the decision was computed, so
// they stay readable after the session's details have expired.
import { z } from 'zod';

/** One factor kind's part in a decision. Values 0-100 (trust indicator 0-1); absent when the source gave none. */
export const decisionFactorSchema = z.object({
  /** 'voice', 'callerid_validation', 'watchlist'; later kinds (e.g. 'intent') may appear. */
  kind: z.string(),
  risk: z.number().optional(),
  reliability: z.number().optional(),
  score: z.number().optional(),
  trustIndicator: z.number().optional(),
  fraudsterOnWatchlist: z.boolean(),
  /** The decision the source itself gave (caller-ID results). */
  sourceDecision: z.string().optional(),
  weight: z.number(),
  /** Share of the fused risk, 0-1 (0 when not counted). */
  normalisedWeight: z.number(),
  /** normalisedWeight x risk. */
  contribution: z.number(),
  counted: z.boolean(),
  /** 'WEIGHT_ZERO', 'NO_RISK' or (intent rows) 'CONTEXT'. */
  notCountedReason: z.string().optional(),
  superseded: z.number(),
  /**
   * Kind 'intent': a risky intent heard in a caller turn, with the best confidence it was heard
   * with. Such rows are context (contextOnly): the decision did not weigh them (weight and
   * contribution 0, notCountedReason 'CONTEXT').
   */
  intent: z.string().optional(),
  intentConfidence: z.number().optional(),
  contextOnly: z.boolean().optional(),
  /** Where the intent was heard: the segment and the turn's start in seconds. */
  mediaSegmentId: z.string().optional(),
  heardAt: z.number().optional(),
  /**
   * Counted from post-call speech analysis: a rule of the configset's decision.intentFactors whose
   * intents (intent: joined with " + ") were all heard in the call, weighed with its risk and weight.
   */
  postCall: z.boolean().optional(),
});
export type DecisionFactor = z.infer<typeof decisionFactorSchema>;

/** A comparison the engine made: value >= threshold? */
export const ruleCheckSchema = z.object({
  /** MIN_RELIABILITY, FRAUD_RISK_THRESHOLD, KNOWN_FRAUDSTER, AUTHENTIC_THRESHOLD. */
  check: z.string(),
  value: z.number(),
  threshold: z.number(),
  holds: z.boolean(),
  decisive: z.boolean(),
});
export type RuleCheck = z.infer<typeof ruleCheckSchema>;

export const decisionExplanationSchema = z.object({
  gkSessionId: z.string(),
  decidedAt: z.string().optional(),
  risk: z.number().optional(),
  reliability: z.number().optional(),
  exactRisk: z.number().optional(),
  decision: z.string(),
  decisionReason: z.string(),
  thresholds: z.object({
    fraudRiskThreshold: z.number(),
    authenticThreshold: z.number(),
    minReliability: z.number(),
  }),
  factors: z.array(decisionFactorSchema),
  checks: z.array(ruleCheckSchema),
  /** The rule that decided (e.g. BELOW_FRAUD_THRESHOLD). */
  decidingRule: z.string(),
  /** The deciding comparison and rule in words, from the server. */
  summary: z.string(),
  configset: z.object({
    /** The configset the decision was made under. */
    configsetId: z.string().optional(),
    /** Whose ACTIVE revision set the decision settings; absent: built-in defaults. */
    decidingConfigsetId: z.string().optional(),
    revisionId: z.string().optional(),
    revisionNumber: z.number().optional(),
  }),
  /**
   * Intents heard after the call counted as fraud factors: risk and exactRisk are then recomputed
   * with them; decision, checks and summary stay as given during the call.
   */
  postCall: z
    .object({
      decisionTimeRisk: z.number().optional(),
      decisionTimeExactRisk: z.number().optional(),
      overFraudRiskThreshold: z.boolean(),
      summary: z.string(),
    })
    .optional(),
});
export type DecisionExplanation = z.infer<typeof decisionExplanationSchema>;

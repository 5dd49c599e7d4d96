// What a configset controls in this server, with the defaults that apply when no ACTIVE revision
// says otherwise. Every manager reads its settings through a ConfigResolver, so activating another
// revision changes behaviour at once. The configset module (configsets/) provides the resolver
// that reads ACTIVE revisions; `defaultConfigResolver` answers with the defaults alone.
import type { Queryable } from '../db/types.js';

export interface SessionsConfig {
  /** A session with no activity for this long stops by itself. */
  sessionTimeoutSeconds: number;
  /** An engagement with no activity for this long stops by itself. */
  engagementTimeoutSeconds: number;
  /** After a session stops, its details stay readable this long (post-call processing). */
  postCallWindowSeconds: number;
}

export interface VoiceprintsConfig {
  /** Consecutive mismatches that lock a profile automatically. */
  mismatchLockThreshold: number;
  /** An automatic lock lifts itself after this long; 0 means never. */
  autoUnlockAfterSeconds: number;
}

export interface DecisionConfig {
  /** Voice match score (0-100) at or above which a session is AUTHENTIC. */
  authenticThreshold: number;
  /** Risk (0-100) at or above which the decision is FRAUD. */
  fraudRiskThreshold: number;
  /** Reliability (0-100) below which the decision is UNCERTAIN with LOW_RELIABILITY. */
  minReliability: number;
  /** Weights of each factor in the combined risk; they need not sum to 1 (they are normalised). */
  weights: { voice: number; callerId: number; watchlist: number };
  /**
   * Intents that count as fraud factors once heard in a session's caller turns (post-call speech
   * analysis, transcripts/): each rule whose intents were all heard in the session's call adds a
   * factor with this risk and weight to the fused risk. null (the default): no such setting, and
   * risky intents are shown as context only.
   */
  intentFactors?: IntentFactorRule[] | null;
}

export interface IntentFactorRule {
  /** All must be heard in one call (1-8 intent names). */
  intents: string[];
  /** The risk (0-100) the factor brings to the fusion. */
  risk: number;
  /** Its weight beside the other factors' weights (0 counts nothing). */
  weight: number;
}

export interface CallerIdConfig {
  /** trust_indicator (0-1) at or above which a caller ID is trusted (NO_RISK_DETECTED). */
  trustedAtOrAbove: number;
  /** trust_indicator below which a caller ID is a fraud risk (FRAUD_RISK). Between the two: uncertain. */
  suspiciousBelow: number;
  /** Seconds between rebuilds of the watchlist rule cache (a change made through this server rebuilds at once). */
  ruleCacheSeconds: number;
}

export interface EffectiveConfig {
  sessions: SessionsConfig;
  voiceprints: VoiceprintsConfig;
  decision: DecisionConfig;
  callerId: CallerIdConfig;
}

export const DEFAULT_CONFIG: EffectiveConfig = Object.freeze({
  sessions: { sessionTimeoutSeconds: 30 * 60, engagementTimeoutSeconds: 4 * 3600, postCallWindowSeconds: 24 * 3600 },
  voiceprints: { mismatchLockThreshold: 5, autoUnlockAfterSeconds: 3600 },
  decision: {
    authenticThreshold: 70,
    fraudRiskThreshold: 70,
    minReliability: 40,
    weights: { voice: 0.6, callerId: 0.25, watchlist: 0.15 },
    intentFactors: null,
  },
  callerId: { trustedAtOrAbove: 0.8, suspiciousBelow: 0.4, ruleCacheSeconds: 300 },
}) as EffectiveConfig;

/**
 * Returns the settings in force for a scope and, optionally, a configset named in the request
 * context (its ACTIVE revision). Absent settings fall back to scope-level configsets, then defaults.
 */
export type ConfigResolver = (
  q: Queryable,
  scopeId: string,
  configsetId?: string | undefined,
) => Promise<EffectiveConfig>;

export const defaultConfigResolver: ConfigResolver = async () => DEFAULT_CONFIG;

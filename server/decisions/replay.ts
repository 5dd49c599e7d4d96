// Replay (issue 37): what a configset revision would have decided for sessions already decided.
// Each session's decision snapshot keeps the newest factor of each kind with the values the engine
// read (snapshots.store.ts); replay feeds those values back to the same engine (engine.ts
// explainDecision) under other decision settings, and applies the settings' intent rules to the
// intents heard after the call as the console's explanation does (post-call-intents.ts). Nothing
// here reads or writes storage: replay.store.ts reads, handlers/replay-decisions.ts streams.
//
// What replay cannot know: a call whose decision would have changed might have gone differently
// afterwards (the IVR could have asked more, the caller hung up); replay only re-decides on the
// factors that were recorded.
import type { DecisionConfig, IntentFactorRule } from '../configsets/index.js';
import {
  DECISION_ENGINE_VERSION,
  explainDecision,
  type DecisionExplanation,
  type DecisionName,
  type EngineFactor,
  type FactorKind,
} from './engine.js';
import { postCallIntents, type HeardIntent } from './post-call-intents.js';

const KNOWN_KINDS = new Set<FactorKind>(['callerid_validation', 'watchlist', 'voice']);

/** One decided session as replay reads it. */
export interface ReplaySnapshot {
  gkSessionId: string;
  gkEngagementId: string;
  decidedAt: Date;
  /** The engine version that wrote the snapshot. */
  engineVersion: number;
  explanation: Pick<DecisionExplanation, 'decision' | 'rule' | 'factors' | 'thresholds'> &
    Partial<Pick<DecisionExplanation, 'risk' | 'intentFactors'>>;
  /** The engagement's verdict (EngagementVerdict name), null when none was set. */
  verdict: string | null;
  /** Intents heard in the session's call (only those the revision's rules name). */
  heard?: readonly HeardIntent[];
}

export type SkipReason = 'ENGINE_VERSION' | 'UNKNOWN_FACTOR_KIND' | 'SETTINGS_GONE';

export interface Skipped {
  skipped: SkipReason;
  /** In words, for the admin: "decided by decision engine version 2; this server replays version 1". */
  why: string;
}

export interface Replayed {
  then: DecisionName;
  thenRisk: number | null;
  wouldBe: DecisionName;
  wouldBeRisk: number | null;
  /** Risk recomputed with the revision's intent rules, when one counts. */
  postCallRisk: number | null;
  /** FRAUD, or the post-call risk at or over the revision's fraud threshold. */
  flagged: boolean;
  /** Flagged then: the stored decision was FRAUD, or its settings' intent rules reached its threshold. */
  thenFlagged: boolean;
  /**
   * The highest fraud risk threshold (0-100) under which the revision's other settings would still
   * flag the session; -1 when no threshold would (too unreliable, no usable factor). With the
   * threshold swept from 0 to 100, the session is flagged for every threshold ≤ flagUpTo.
   */
  flagUpTo: number;
}

const isSkipped = (r: Replayed | Skipped): r is Skipped => 'skipped' in r;
export { isSkipped };

/** The engine's input, rebuilt from an explained factor: riskOf() of it gives the risk it gave then. */
function engineFactor(f: ReplaySnapshot['explanation']['factors'][number]): EngineFactor {
  return {
    kind: f.kind,
    risk: f.risk,
    reliability: f.reliability,
    score: f.score,
    fraudster_on_watchlist: f.fraudsterOnWatchlist,
  };
}

const WITHOUT_WORDS = { words: false };

/** Replays one session under `config`; the intent rules are the config's (null: none). */
export function replaySession(s: ReplaySnapshot, config: DecisionConfig): Replayed | Skipped {
  if (s.engineVersion !== DECISION_ENGINE_VERSION) {
    return {
      skipped: 'ENGINE_VERSION',
      why: `decided by decision engine version ${s.engineVersion}; this server replays version ${DECISION_ENGINE_VERSION}`,
    };
  }
  const factors: EngineFactor[] = [];
  for (const f of s.explanation.factors) {
    if (!KNOWN_KINDS.has(f.kind))
      return {
        skipped: 'UNKNOWN_FACTOR_KIND',
        why: `a factor of kind "${String(f.kind)}" has no weight in the decision settings`,
      };
    factors.push(engineFactor(f));
  }
  const e = explainDecision(factors, config, WITHOUT_WORDS);
  const rules: readonly IntentFactorRule[] = config.intentFactors ?? [];
  const post = rules.length && s.heard?.length ? postCallIntents(e, rules, s.heard, s.gkSessionId) : undefined;
  const postCallRisk = post?.recomputed?.risk ?? null;
  const threshold = config.fraudRiskThreshold;
  const flagged = e.decision === 'DECISION_FRAUD' || (postCallRisk !== null && postCallRisk >= threshold);
  // Then: the stored decision, and the intent rules of the settings that decided it.
  const x = s.explanation;
  const thenRules = x.intentFactors ?? [];
  const thenPost =
    thenRules.length && s.heard?.length
      ? postCallIntents(x as DecisionExplanation, thenRules, s.heard, s.gkSessionId)
      : undefined;
  const thenFlagged = x.decision === 'DECISION_FRAUD' || !!thenPost?.recomputed?.overFraudRiskThreshold;
  return {
    then: s.explanation.decision,
    thenRisk: s.explanation.risk ?? null,
    wouldBe: e.decision,
    wouldBeRisk: e.risk ?? null,
    postCallRisk,
    flagged,
    thenFlagged,
    flagUpTo: flagUpTo(e, postCallRisk),
  };
}

/**
 * Which thresholds flag the session, from one explanation: the fraud comparison is the only rule
 * that reads the threshold, and the rules before it (reliability, no data, bad settings) do not
 * depend on it; a voice match with a watchlisted fraudster is fraud under any threshold.
 */
const BEFORE_THRESHOLD = new Set(['NO_FACTORS', 'BAD_CONFIGURATION', 'NO_AVAILABLE_SCORES', 'LOW_RELIABILITY']);
function flagUpTo(e: DecisionExplanation, postCallRisk: number | null): number {
  let upTo = -1;
  if (!BEFORE_THRESHOLD.has(e.rule)) {
    let knownFraudster = false;
    for (const f of e.factors)
      if (f.fraudsterOnWatchlist && f.score !== null && f.weight > 0 && f.score >= e.thresholds.authenticThreshold) {
        knownFraudster = true;
        break;
      }
    upTo = knownFraudster ? 100 : Math.min(100, e.risk ?? -1);
  }
  if (postCallRisk !== null) upTo = Math.max(upTo, Math.min(100, postCallRisk));
  return upTo;
}

export const FRAUD_VERDICT = 'ENGAGEMENT_VERDICT_FRAUD';

/** A verdict that says the call was not fraud (any verdict but FRAUD; none is no verdict). */
const hasVerdict = (v: string | null) => v !== null && v !== '' && v !== 'ENGAGEMENT_VERDICT_UNSPECIFIED';

export interface VerdictCounts {
  /** FRAUD verdicts the decision flags. */
  caught: number;
  /** FRAUD verdicts it does not flag. */
  missed: number;
  /** Verdicts other than FRAUD that it flags. */
  falseAlarms: number;
  /** Sessions flagged in all. */
  flagged: number;
}

export interface CurvePoint extends VerdictCounts {
  threshold: number;
}

/** Running totals of a replay, fed one session at a time (memory does not grow with the sessions). */
export class ReplayTally {
  replayed = 0;
  readonly pairs = new Map<string, number>();
  readonly skipped = new Map<SkipReason, { count: number; why: string }>();
  readonly then: VerdictCounts = { caught: 0, missed: 0, falseAlarms: 0, flagged: 0 };
  readonly wouldBe: VerdictCounts = { caught: 0, missed: 0, falseAlarms: 0, flagged: 0 };
  // Per threshold 0-100: sessions flagged exactly up to it (index flagUpTo), by verdict class.
  private readonly upToFraud = new Array<number>(101).fill(0);
  private readonly upToOther = new Array<number>(101).fill(0);
  private readonly upToNone = new Array<number>(101).fill(0);
  private fraudVerdicts = 0;

  add(s: ReplaySnapshot, r: Replayed | Skipped): void {
    if (isSkipped(r)) {
      const seen = this.skipped.get(r.skipped);
      if (seen) seen.count++;
      else this.skipped.set(r.skipped, { count: 1, why: r.why });
      return;
    }
    this.replayed++;
    const key = pairKey(r.then, r.wouldBe);
    this.pairs.set(key, (this.pairs.get(key) ?? 0) + 1);
    const fraud = s.verdict === FRAUD_VERDICT;
    const other = !fraud && hasVerdict(s.verdict);
    if (fraud) this.fraudVerdicts++;
    count(this.then, r.thenFlagged, fraud, other);
    count(this.wouldBe, r.flagged, fraud, other);
    if (r.flagUpTo >= 0) {
      const bucket = fraud ? this.upToFraud : other ? this.upToOther : this.upToNone;
      bucket[r.flagUpTo] = (bucket[r.flagUpTo] ?? 0) + 1;
    }
  }

  /** Counts as the fraud risk threshold goes from 0 to 100 (the other settings as replayed). */
  curve(): CurvePoint[] {
    const points: CurvePoint[] = [];
    let fraud = 0;
    let other = 0;
    let none = 0;
    // Flagged at threshold t: every session whose flagUpTo ≥ t, so sum from the top down.
    for (let t = 100; t >= 0; t--) {
      fraud += this.upToFraud[t] ?? 0;
      other += this.upToOther[t] ?? 0;
      none += this.upToNone[t] ?? 0;
      points.push({
        threshold: t,
        caught: fraud,
        missed: this.fraudVerdicts - fraud,
        falseAlarms: other,
        flagged: fraud + other + none,
      });
    }
    return points.reverse();
  }
}

// The "then>would be" keys, made once each: a key built per session was a new string to hash each time.
const PAIR_KEYS = new Map<DecisionName, Map<DecisionName, string>>();
function pairKey(then: DecisionName, wouldBe: DecisionName): string {
  let byWouldBe = PAIR_KEYS.get(then);
  if (!byWouldBe) PAIR_KEYS.set(then, (byWouldBe = new Map()));
  let key = byWouldBe.get(wouldBe);
  if (key === undefined) byWouldBe.set(wouldBe, (key = `${then}>${wouldBe}`));
  return key;
}

function count(c: VerdictCounts, flagged: boolean, fraud: boolean, other: boolean): void {
  if (flagged) c.flagged++;
  if (fraud) {
    if (flagged) c.caught++;
    else c.missed++;
  } else if (other && flagged) c.falseAlarms++;
}

/** The settings of a session's decision with the proposed revision laid where its configset was. */
export type SessionConfigFor = (s: ReplaySnapshot) => DecisionConfig;

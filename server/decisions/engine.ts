// The session decision engine: a pure function from the factors recorded for a session and the
// decision settings in force to risk, reliability, decision and decision reason.
//
// 1. No factor at all: DECISION_UNSPECIFIED / NO_DATA (nothing was evaluated, so there is no
//    decision; it is not "uncertain"). Risk and reliability are absent.
// 2. Per kind only the newest factor counts (a later evaluation supersedes an earlier one).
// 3. Settings out of range (thresholds outside 0-100, negative or non-finite weights), or weights
//    that give no weight to any factor present: DECISION_FAILED / BAD_CONFIGURATION.
// 4. Factors present but none carries a risk (e.g. a voice factor without a score):
//    DECISION_FAILED / NO_AVAILABLE_SCORES.
// 5. risk = weighted mean of the kinds' risks (weights normalised over the kinds that carry one;
//    a voice factor's risk is its own, else 100 - match score); reliability = weighted mean of the
//    reliabilities present (absent when no factor carries one). Both rounded to integers, and the
//    thresholds below compare the rounded values, so what a client reads agrees with the decision.
// 6. reliability < minReliability: UNCERTAIN / LOW_RELIABILITY (a risk we cannot trust decides nothing).
// 7. risk >= fraudRiskThreshold, or a voice match (score >= authenticThreshold) against the print
//    of a fraudster on a watchlist: FRAUD / FRAUD_RISK. Such a factor's risk is its match score.
// 8. A voice factor with a score (and a voice weight above 0: a kind weighed 0 is ignored):
//    score >= authenticThreshold gives AUTHENTIC / AUTHENTIC, below it NO_MATCH / NO_MATCH.
// 9. Otherwise NO_RISK_DETECTED / NO_RISK_DETECTED.
import type { DecisionConfig } from '../configsets/effective.js';

export type FactorKind = 'callerid_validation' | 'watchlist' | 'voice';
const FACTOR_KINDS: readonly FactorKind[] = ['callerid_validation', 'watchlist', 'voice'];

export type DecisionName =
  | 'DECISION_UNSPECIFIED'
  | 'DECISION_AUTHENTIC'
  | 'DECISION_NO_MATCH'
  | 'DECISION_FRAUD'
  | 'DECISION_UNCERTAIN'
  | 'DECISION_FAILED'
  | 'DECISION_NO_RISK_DETECTED';

export type DecisionReasonName =
  | 'DECISION_REASON_LOW_RELIABILITY'
  | 'DECISION_REASON_NO_RISK_DETECTED'
  | 'DECISION_REASON_AUTHENTIC'
  | 'DECISION_REASON_FRAUD_RISK'
  | 'DECISION_REASON_NO_MATCH'
  | 'DECISION_REASON_NO_DATA'
  | 'DECISION_REASON_BAD_CONFIGURATION'
  | 'DECISION_REASON_NO_AVAILABLE_SCORES';

/** What the engine reads of a factor. Values are 0-100; null when the source gave none. */
export interface EngineFactor {
  kind: FactorKind;
  risk: number | null;
  reliability: number | null;
  /** Voice match score (voice factors only). */
  score: number | null;
  /** Voice factors: the profile belongs to a fraudster on one of the scope's watchlists. */
  fraudster_on_watchlist?: boolean;
}

export interface DecisionOutcome {
  risk?: number;
  reliability?: number;
  decision: DecisionName;
  decisionReason: DecisionReasonName;
}

const WEIGHT_OF: Record<FactorKind, keyof DecisionConfig['weights']> = {
  callerid_validation: 'callerId',
  watchlist: 'watchlist',
  voice: 'voice',
};

const inPercent = (n: number) => Number.isFinite(n) && n >= 0 && n <= 100;

/** Thresholds within 0-100 and weights finite and non-negative. */
export function configIsValid(c: DecisionConfig): boolean {
  const w = c.weights;
  return (
    inPercent(c.authenticThreshold) &&
    inPercent(c.fraudRiskThreshold) &&
    inPercent(c.minReliability) &&
    [w.voice, w.callerId, w.watchlist].every((x) => Number.isFinite(x) && x >= 0)
  );
}

/** The newest factor of each kind; `factors` come oldest first. */
export function newestPerKind<F extends { kind: FactorKind }>(factors: readonly F[]): F[] {
  const latest = new Map<FactorKind, F>();
  for (const f of factors) latest.set(f.kind, f);
  return FACTOR_KINDS.flatMap((k) => (latest.has(k) ? [latest.get(k) as F] : []));
}

/** A factor's risk: its own, else (voice) 100 - match score, else none. */
export function riskOf(f: EngineFactor): number | null {
  if (f.risk !== null) return f.risk;
  if (f.kind === 'voice' && f.score !== null) return f.fraudster_on_watchlist ? f.score : 100 - f.score;
  return null;
}

function weightedMean(pairs: Array<{ value: number; weight: number }>): number | undefined {
  const total = pairs.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) return undefined;
  return Math.round(pairs.reduce((s, p) => s + p.value * p.weight, 0) / total);
}

/** Decides on a session's factors (oldest first) under the decision settings in force. */
export function decide(factors: readonly EngineFactor[], config: DecisionConfig): DecisionOutcome {
  if (factors.length === 0) return { decision: 'DECISION_UNSPECIFIED', decisionReason: 'DECISION_REASON_NO_DATA' };
  const badConfig: DecisionOutcome = {
    decision: 'DECISION_FAILED',
    decisionReason: 'DECISION_REASON_BAD_CONFIGURATION',
  };
  if (!configIsValid(config)) return badConfig;

  const chosen = newestPerKind(factors);
  const weightOf = (f: EngineFactor) => config.weights[WEIGHT_OF[f.kind]];
  const scored = chosen.flatMap((f) => {
    const value = riskOf(f);
    return value === null ? [] : [{ f, value, weight: weightOf(f) }];
  });
  if (scored.length === 0)
    return { decision: 'DECISION_FAILED', decisionReason: 'DECISION_REASON_NO_AVAILABLE_SCORES' };
  const risk = weightedMean(scored);
  if (risk === undefined) return badConfig; // the settings weigh none of the factors present

  const reliability = weightedMean(
    chosen.flatMap((f) => (f.reliability === null ? [] : [{ value: f.reliability, weight: weightOf(f) }])),
  );
  const values = { risk, ...(reliability !== undefined ? { reliability } : {}) };

  if (reliability !== undefined && reliability < config.minReliability)
    return { ...values, decision: 'DECISION_UNCERTAIN', decisionReason: 'DECISION_REASON_LOW_RELIABILITY' };
  const knownFraudster = chosen.some(
    (f) => f.fraudster_on_watchlist && f.score !== null && f.score >= config.authenticThreshold && weightOf(f) > 0,
  );
  if (risk >= config.fraudRiskThreshold || knownFraudster)
    return { ...values, decision: 'DECISION_FRAUD', decisionReason: 'DECISION_REASON_FRAUD_RISK' };
  const voice = chosen.find((f) => f.kind === 'voice' && f.score !== null && weightOf(f) > 0);
  // Not matching a fraudster's print says nothing about who the caller is.
  if (voice && !voice.fraudster_on_watchlist) {
    return (voice.score as number) >= config.authenticThreshold
      ? { ...values, decision: 'DECISION_AUTHENTIC', decisionReason: 'DECISION_REASON_AUTHENTIC' }
      : { ...values, decision: 'DECISION_NO_MATCH', decisionReason: 'DECISION_REASON_NO_MATCH' };
  }
  return { ...values, decision: 'DECISION_NO_RISK_DETECTED', decisionReason: 'DECISION_REASON_NO_RISK_DETECTED' };
}

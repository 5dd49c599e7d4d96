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
//
// explainDecision() returns the same outcome with its explanation: per kind present (newest factor)
// its values, its configured weight, its normalised weight (weight / sum of the weights of the kinds
// that carry a risk; 0 for a kind that does not count) and its contribution (normalised weight x
// risk: the contributions sum to the unrounded fused risk); the thresholds; the rule checks made in
// the order above, each "value >= threshold?", the one that decided marked; and the deciding rule.
// decide() is explainDecision() without the explanation, so the two cannot disagree.
import type { DecisionConfig, IntentFactorRule } from '../configsets/index.js';

/**
 * The version of the rules above. A snapshot records the version that decided it, so replay
 * (replay.ts) re-decides only what these rules decided; raise it whenever a rule changes.
 */
export const DECISION_ENGINE_VERSION = 1;

export type FactorKind = 'callerid_validation' | 'watchlist' | 'voice';

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
    weightIsValid(w.voice) &&
    weightIsValid(w.callerId) &&
    weightIsValid(w.watchlist)
  );
}
const weightIsValid = (x: number) => Number.isFinite(x) && x >= 0;

/** The newest factor of each kind; `factors` come oldest first. */
export function newestPerKind<F extends { kind: FactorKind }>(factors: readonly F[]): F[] {
  // Three variables rather than a map and arrays: replay calls this for each of 100,000 sessions.
  let callerId: F | undefined;
  let watchlist: F | undefined;
  let voice: F | undefined;
  for (const f of factors) {
    if (f.kind === 'callerid_validation') callerId = f;
    else if (f.kind === 'watchlist') watchlist = f;
    else if (f.kind === 'voice') voice = f;
  }
  const out: F[] = [];
  if (callerId) out.push(callerId);
  if (watchlist) out.push(watchlist);
  if (voice) out.push(voice);
  return out;
}

/** A factor's risk: its own, else (voice) 100 - match score, else none. */
export function riskOf(f: EngineFactor): number | null {
  if (f.risk !== null) return f.risk;
  if (f.kind === 'voice' && f.score !== null) return f.fraudster_on_watchlist ? f.score : 100 - f.score;
  return null;
}

/** Why a kind present does not count toward the fused risk. */
export type NotCountedReason = 'WEIGHT_ZERO' | 'NO_RISK';

/** One kind's part in a decision (its newest factor). */
export interface FactorExplanation {
  kind: FactorKind;
  /** The risk it brings to the fusion (riskOf); null when it carries none. */
  risk: number | null;
  reliability: number | null;
  /** Voice match score (voice). */
  score: number | null;
  /** Caller-ID trust indicator, 0-1, when the source gave one. */
  trustIndicator: number | null;
  /** Voice: the print belongs to a fraudster on a watchlist of the scope. */
  fraudsterOnWatchlist: boolean;
  /** The decision the source itself gave (caller-ID results), if any. */
  sourceDecision: string | null;
  /** Its weight under the settings that decided. */
  weight: number;
  /** Its share of the fused risk (0-1); 0 when it does not count. */
  normalisedWeight: number;
  /** normalisedWeight x risk: what it adds to the fused risk (unrounded). */
  contribution: number;
  counted: boolean;
  notCountedReason?: NotCountedReason;
  /** Earlier factors of the same kind this one superseded. */
  superseded: number;
}

export type RuleCheckName = 'MIN_RELIABILITY' | 'FRAUD_RISK_THRESHOLD' | 'KNOWN_FRAUDSTER' | 'AUTHENTIC_THRESHOLD';

/** One comparison the engine made: value >= threshold? */
export interface RuleCheck {
  check: RuleCheckName;
  value: number;
  threshold: number;
  holds: boolean;
  /** This comparison decided. */
  decisive: boolean;
}

/** The rule that decided, in the order of the header comment. */
export type DecidingRule =
  | 'NO_FACTORS'
  | 'BAD_CONFIGURATION'
  | 'NO_AVAILABLE_SCORES'
  | 'LOW_RELIABILITY'
  | 'FRAUD_RISK_THRESHOLD'
  | 'KNOWN_FRAUDSTER'
  | 'VOICE_MATCH'
  | 'VOICE_NO_MATCH'
  | 'BELOW_FRAUD_THRESHOLD';

export interface DecisionThresholds {
  fraudRiskThreshold: number;
  authenticThreshold: number;
  minReliability: number;
}

export interface DecisionExplanation extends DecisionOutcome {
  /** The fused risk before rounding (the sum of the contributions). */
  exactRisk?: number;
  thresholds: DecisionThresholds;
  factors: FactorExplanation[];
  checks: RuleCheck[];
  rule: DecidingRule;
  /** The deciding rule in words, e.g. "risk 70 ≥ fraud risk threshold 72? no: no risk detected". */
  summary: string;
  /**
   * The settings' decision.intentFactors when they set it: kept with the decision so that intents
   * heard after the call are counted under the settings that decided (post-call-intents.ts).
   */
  intentFactors?: IntentFactorRule[];
}

/** What explainDecision reads beyond the engine's fields, when the factor row has it. */
export interface ExplainableFactor extends EngineFactor {
  decision?: string | null;
  detail?: Record<string, unknown> | null;
}

const trustOf = (f: ExplainableFactor): number | null => {
  const t = f.detail?.['trust_indicator'];
  return typeof t === 'number' && Number.isFinite(t) ? t : null;
};

const yesNo = (b: boolean) => (b ? 'yes' : 'no');
const CHECK_WORDS: Record<RuleCheckName, string> = {
  MIN_RELIABILITY: 'reliability {v} ≥ minimum reliability {t}?',
  FRAUD_RISK_THRESHOLD: 'risk {v} ≥ fraud risk threshold {t}?',
  KNOWN_FRAUDSTER: "match {v} with a watchlisted fraudster's voiceprint ≥ authentic threshold {t}?",
  AUTHENTIC_THRESHOLD: 'voice match {v} ≥ authentic threshold {t}?',
};
/** A check in words: "risk 70 ≥ fraud risk threshold 72? no". */
export const checkInWords = (c: RuleCheck): string =>
  `${CHECK_WORDS[c.check].replace('{v}', String(c.value)).replace('{t}', String(c.threshold))} ${yesNo(c.holds)}`;

const RULE_WORDS: Record<DecidingRule, string> = {
  NO_FACTORS: 'nothing was evaluated: no decision',
  BAD_CONFIGURATION: 'the decision settings are out of range or weigh none of the factors present: decision failed',
  NO_AVAILABLE_SCORES: 'no factor carries a risk: decision failed',
  LOW_RELIABILITY: 'too unreliable to decide: uncertain',
  FRAUD_RISK_THRESHOLD: 'fraud',
  KNOWN_FRAUDSTER: 'the voice matches a fraudster on a watchlist: fraud',
  VOICE_MATCH: 'authentic',
  VOICE_NO_MATCH: 'the voice does not match: no match',
  BELOW_FRAUD_THRESHOLD: 'no risk detected',
};

const weightIn = (config: DecisionConfig, f: EngineFactor): number => config.weights[WEIGHT_OF[f.kind]];

/** Records a comparison made: value >= threshold? decisive when it holds as `decidesWhen` says. */
function check(
  checks: RuleCheck[],
  name: RuleCheckName,
  value: number,
  threshold: number,
  decidesWhen: boolean | 'always',
): RuleCheck {
  const holds = value >= threshold;
  const c: RuleCheck = {
    check: name,
    value,
    threshold,
    holds,
    decisive: decidesWhen === 'always' || holds === decidesWhen,
  };
  checks.push(c);
  return c;
}

interface Explaining {
  thresholds: DecisionThresholds;
  factors: FactorExplanation[];
  checks: RuleCheck[];
  config: DecisionConfig;
  words: boolean;
}

/** The explanation of an outcome (the helpers are module functions: replay runs this 100,000 times). */
function explained(
  { thresholds, factors, checks, config, words }: Explaining,
  outcome: DecisionOutcome,
  rule: DecidingRule,
  exactRisk?: number,
): DecisionExplanation {
  let summary = '';
  if (words) {
    for (const c of checks) if (c.decisive) summary += `${checkInWords(c)}: `;
    summary += RULE_WORDS[rule];
  }
  // Assigned in the order the fields are listed, without the spreads' temporary objects.
  const e = { ...outcome } as DecisionExplanation;
  if (exactRisk !== undefined) e.exactRisk = exactRisk;
  e.thresholds = thresholds;
  e.factors = factors;
  e.checks = checks;
  e.rule = rule;
  e.summary = summary;
  if (config.intentFactors) e.intentFactors = config.intentFactors;
  return e;
}

/**
 * Decides on a session's factors (oldest first) and explains how. `words: false` leaves the summary
 * empty (replay re-decides 100,000 sessions and shows none of them in words).
 */
export function explainDecision(
  factors: readonly ExplainableFactor[],
  config: DecisionConfig,
  opts: { words?: boolean } = {},
): DecisionExplanation {
  const words = opts.words ?? true;
  const thresholds: DecisionThresholds = {
    fraudRiskThreshold: config.fraudRiskThreshold,
    authenticThreshold: config.authenticThreshold,
    minReliability: config.minReliability,
  };
  const checks: RuleCheck[] = [];
  const chosen = newestPerKind(factors);
  const valid = configIsValid(config);
  let totalWeight = 0;
  let weighted = 0;
  let scored = 0;
  if (valid)
    for (const f of chosen) {
      const value = riskOf(f);
      if (value === null) continue;
      const weight = weightIn(config, f);
      scored++;
      totalWeight += weight;
      weighted += value * weight;
    }
  const factorExplanations: FactorExplanation[] = [];
  for (const f of chosen) {
    const risk = riskOf(f);
    const weight = weightIn(config, f);
    const counted = valid && risk !== null && weight > 0 && totalWeight > 0;
    const normalisedWeight = counted ? weight / totalWeight : 0;
    let sameKind = 0;
    for (const x of factors) if (x.kind === f.kind) sameKind++;
    const fe = {
      kind: f.kind,
      risk,
      reliability: f.reliability,
      score: f.score,
      trustIndicator: trustOf(f),
      fraudsterOnWatchlist: !!f.fraudster_on_watchlist,
      sourceDecision: f.decision ?? null,
      weight,
      normalisedWeight,
      contribution: counted ? normalisedWeight * (risk as number) : 0,
      counted,
    } as FactorExplanation;
    if (!counted) fe.notCountedReason = risk === null ? 'NO_RISK' : 'WEIGHT_ZERO';
    fe.superseded = sameKind - 1;
    factorExplanations.push(fe);
  }
  // What every outcome's explanation shares (an object, not a closure over it: a closure per decision
  // was a tenth of a replay's engine time).
  const parts: Explaining = { thresholds, factors: factorExplanations, checks, config, words };

  if (factors.length === 0)
    return explained(
      parts,
      { decision: 'DECISION_UNSPECIFIED', decisionReason: 'DECISION_REASON_NO_DATA' },
      'NO_FACTORS',
    );
  const badConfig: DecisionOutcome = {
    decision: 'DECISION_FAILED',
    decisionReason: 'DECISION_REASON_BAD_CONFIGURATION',
  };
  if (!valid) return explained(parts, badConfig, 'BAD_CONFIGURATION');
  if (scored === 0)
    return explained(
      parts,
      { decision: 'DECISION_FAILED', decisionReason: 'DECISION_REASON_NO_AVAILABLE_SCORES' },
      'NO_AVAILABLE_SCORES',
    );
  if (totalWeight <= 0) return explained(parts, badConfig, 'BAD_CONFIGURATION'); // the settings weigh none of the factors present
  // Computed as the weighted mean always was; the contributions sum to it (up to float rounding).
  const exactRisk = weighted / totalWeight;
  const risk = Math.round(exactRisk);

  let reliabilityWeight = 0;
  let reliabilitySum = 0;
  for (const f of chosen) {
    if (f.reliability === null) continue;
    const weight = weightIn(config, f);
    reliabilityWeight += weight;
    reliabilitySum += f.reliability * weight;
  }
  const reliability = reliabilityWeight > 0 ? Math.round(reliabilitySum / reliabilityWeight) : undefined;
  const values = { risk, ...(reliability !== undefined ? { reliability } : {}) };

  if (reliability !== undefined && check(checks, 'MIN_RELIABILITY', reliability, config.minReliability, false).decisive)
    return explained(
      parts,
      { ...values, decision: 'DECISION_UNCERTAIN', decisionReason: 'DECISION_REASON_LOW_RELIABILITY' },
      'LOW_RELIABILITY',
      exactRisk,
    );
  const fraud: DecisionOutcome = {
    ...values,
    decision: 'DECISION_FRAUD',
    decisionReason: 'DECISION_REASON_FRAUD_RISK',
  };
  const overThreshold = check(checks, 'FRAUD_RISK_THRESHOLD', risk, config.fraudRiskThreshold, true);
  if (overThreshold.decisive) return explained(parts, fraud, 'FRAUD_RISK_THRESHOLD', exactRisk);
  // Loops rather than find(): no closure per decision.
  let fraudster: ExplainableFactor | undefined;
  for (const f of chosen)
    if (f.fraudster_on_watchlist && f.score !== null && weightIn(config, f) > 0) {
      fraudster = f;
      break;
    }
  if (
    fraudster &&
    check(checks, 'KNOWN_FRAUDSTER', fraudster.score as number, config.authenticThreshold, true).decisive
  )
    return explained(parts, fraud, 'KNOWN_FRAUDSTER', exactRisk);
  let voice: ExplainableFactor | undefined;
  for (const f of chosen)
    if (f.kind === 'voice' && f.score !== null && weightIn(config, f) > 0) {
      voice = f;
      break;
    }
  // Not matching a fraudster's print says nothing about who the caller is.
  if (voice && !voice.fraudster_on_watchlist) {
    return check(checks, 'AUTHENTIC_THRESHOLD', voice.score as number, config.authenticThreshold, 'always').holds
      ? explained(
          parts,
          { ...values, decision: 'DECISION_AUTHENTIC', decisionReason: 'DECISION_REASON_AUTHENTIC' },
          'VOICE_MATCH',
          exactRisk,
        )
      : explained(
          parts,
          { ...values, decision: 'DECISION_NO_MATCH', decisionReason: 'DECISION_REASON_NO_MATCH' },
          'VOICE_NO_MATCH',
          exactRisk,
        );
  }
  // The fraud risk comparison that failed is what leaves "no risk detected".
  overThreshold.decisive = true;
  return explained(
    parts,
    { ...values, decision: 'DECISION_NO_RISK_DETECTED', decisionReason: 'DECISION_REASON_NO_RISK_DETECTED' },
    'BELOW_FRAUD_THRESHOLD',
    exactRisk,
  );
}

/** Decides on a session's factors (oldest first) under the decision settings in force. */
export function decide(factors: readonly EngineFactor[], config: DecisionConfig): DecisionOutcome {
  const e = explainDecision(factors, config);
  return {
    ...(e.risk !== undefined ? { risk: e.risk } : {}),
    ...(e.reliability !== undefined ? { reliability: e.reliability } : {}),
    decision: e.decision,
    decisionReason: e.decisionReason,
  };
}

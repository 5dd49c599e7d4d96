// Intents heard after the call as fraud factors (issue 19). A configset's decision.intentFactors
// lists rules { intents, risk, weight }; the decision snapshot keeps the rules in force when the
// session was decided (engine.ts). Caller turns are interpreted after the call (transcripts/), so
// when a rule's intents have all been heard in the session's call, its explanation counts one factor
// of kind "intent" with the rule's risk and weight: the weights are normalised again over the
// counted factors and the intent factors, the fused risk is recomputed and compared with the fraud
// risk threshold of the same settings. The decision GetSessionDecision answered is not changed:
// the recomputed risk is shown beside it, as post-call speech analysis.
import type { IntentFactorRule } from '../configsets/index.js';
import type { DecisionExplanation, FactorExplanation } from './engine.js';

/** An intent heard in a caller turn (transcripts/turns.store.ts heardIntents). */
export interface HeardIntent {
  gk_session_id: string | null;
  gk_media_segment_id: string;
  intent: string;
  confidence: number;
  start_ms: number;
}

/** A rule whose intents were all heard, as a factor of the explanation. */
export interface IntentFactor {
  rule: IntentFactorRule;
  /** The best hearing of each of its intents, in the rule's order. */
  heard: HeardIntent[];
  /** The lowest of those confidences (0-1). */
  confidence: number;
  /** The hearing that completed the rule (the latest turn). */
  last: HeardIntent;
  normalisedWeight: number;
  contribution: number;
  counted: boolean;
}

export interface PostCallIntents {
  intentFactors: IntentFactor[];
  /** The other factors, normalised again beside the intent factors (unchanged when none counts). */
  factors: FactorExplanation[];
  /** Set when an intent factor counts: the risk recomputed with it. */
  recomputed?: {
    exactRisk: number;
    risk: number;
    decisionTimeRisk?: number;
    decisionTimeExactRisk?: number;
    overFraudRiskThreshold: boolean;
    summary: string;
  };
}

/** Every intent any rule names. */
export const ruleIntents = (rules: readonly IntentFactorRule[]): string[] => [
  ...new Set(rules.flatMap((r) => r.intents)),
];

/** The best hearing of each intent in the session's call (its segments and the engagement's unlinked ones). */
function bestHeard(heard: readonly HeardIntent[], sessionId: string): Map<string, HeardIntent> {
  const best = new Map<string, HeardIntent>();
  for (const h of heard) {
    if (h.gk_session_id !== null && h.gk_session_id !== sessionId) continue;
    const seen = best.get(h.intent);
    if (!seen || h.confidence > seen.confidence || (h.confidence === seen.confidence && h.start_ms < seen.start_ms))
      best.set(h.intent, h);
  }
  return best;
}

const DECISION_WORDS: Record<string, string> = {
  DECISION_AUTHENTIC: 'authentic',
  DECISION_NO_MATCH: 'no match',
  DECISION_FRAUD: 'fraud',
  DECISION_UNCERTAIN: 'uncertain',
  DECISION_FAILED: 'failed',
  DECISION_NO_RISK_DETECTED: 'no risk detected',
  DECISION_UNSPECIFIED: 'no decision',
};

/** The explanation with the rules of its settings applied to the intents heard. */
export function postCallIntents(
  e: DecisionExplanation,
  rules: readonly IntentFactorRule[],
  heard: readonly HeardIntent[],
  sessionId: string,
): PostCallIntents {
  const best = bestHeard(heard, sessionId);
  const matched = rules.flatMap((rule) => {
    const hs = rule.intents.map((i) => best.get(i));
    if (hs.length === 0 || hs.some((h) => h === undefined)) return [];
    const all = hs as HeardIntent[];
    const last = all.reduce((a, b) => (b.start_ms > a.start_ms ? b : a));
    return [{ rule, heard: all, confidence: Math.min(...all.map((h) => h.confidence)), last }];
  });
  // Settings the engine found out of range decide nothing, and neither do their intent rules.
  const usable = e.rule !== 'BAD_CONFIGURATION' && e.rule !== 'NO_FACTORS';
  const counting = usable ? matched.filter((m) => m.rule.weight > 0) : [];
  if (counting.length === 0) {
    return {
      factors: e.factors,
      intentFactors: matched.map((m) => ({ ...m, normalisedWeight: 0, contribution: 0, counted: false })),
    };
  }
  const total =
    e.factors.reduce((s, f) => s + (f.counted ? f.weight : 0), 0) + counting.reduce((s, m) => s + m.rule.weight, 0);
  const factors = e.factors.map((f) => {
    if (!f.counted) return f;
    const normalisedWeight = f.weight / total;
    return { ...f, normalisedWeight, contribution: normalisedWeight * (f.risk as number) };
  });
  const intentFactors = matched.map((m) => {
    const counted = counting.includes(m);
    const normalisedWeight = counted ? m.rule.weight / total : 0;
    return { ...m, normalisedWeight, contribution: normalisedWeight * m.rule.risk, counted };
  });
  const exactRisk =
    factors.reduce((s, f) => s + f.contribution, 0) + intentFactors.reduce((s, f) => s + f.contribution, 0);
  const risk = Math.round(exactRisk);
  const threshold = e.thresholds.fraudRiskThreshold;
  const over = risk >= threshold;
  const during = DECISION_WORDS[e.decision] ?? e.decision;
  return {
    factors,
    intentFactors,
    recomputed: {
      exactRisk,
      risk,
      ...(e.risk !== undefined ? { decisionTimeRisk: e.risk } : {}),
      ...(e.exactRisk !== undefined ? { decisionTimeExactRisk: e.exactRisk } : {}),
      overFraudRiskThreshold: over,
      summary:
        `after post-call speech analysis: risk ${risk} ≥ fraud risk threshold ${threshold}? ${over ? 'yes' : 'no'}` +
        `${over ? ': fraud risk' : ''} (the decision given during the call, ${during}, is not changed)`,
    },
  };
}

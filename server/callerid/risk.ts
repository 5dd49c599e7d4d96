// AssessCallerIdRisk's rules (seed 001, section 4.5), applied to a cached rule set:
// 1. no matching rule: CALLER_ID_RISK_LEVEL_NO_RISK, and no rule is referenced;
// 2. among matching regex rules a NO_RISK rule wins, otherwise the highest risk level;
// 3. an exact-number rule that matches wins over any matching regex rule;
// 4. rules are cached and rebuilt every ruleCacheSeconds (300 by default; rule-cache.ts).
// Ties between regex rules of the same level go to the oldest rule.
import type { AssessCallerIdRiskResult } from '../../generated/proto/nuance/biosec/v1/calleridvalidation/AssessCallerIdRiskResult.js';
import type { DecisionReason__Output } from '../../generated/proto/nuance/biosec/v1/calleridvalidation/DecisionReason.js';
import type { Decision__Output } from '../../generated/proto/nuance/biosec/v1/Decision.js';
import type { CachedRule, RankedRegexRule, RuleSet } from './rule-cache.js';
import { matchNumber } from './regex-safety.js';
import type { RiskLevel } from './wire.js';

export interface RiskMatch {
  riskLevel: RiskLevel;
  /** The deciding rule; absent when nothing matched. */
  rule?: CachedRule & { kind: 'exact' | 'regex' };
}

/**
 * Applies rules 1 to 3 to a normalised number. An exact rule written with a leading + also
 * matches the number without it and the reverse (SIP user parts often drop the +); the form as
 * given is looked up first.
 */
export function assessAgainst(set: RuleSet, normalized: string): RiskMatch {
  const other = normalized.startsWith('+') ? normalized.slice(1) : `+${normalized}`;
  const exact = set.exact.get(normalized) ?? set.exact.get(other);
  if (exact) return { riskLevel: exact.riskLevel, rule: { ...exact, kind: 'exact' } };
  // Regexes are ranked NO_RISK first, then HIGH, MEDIUM, LOW, oldest first within each, so the
  // first rule that matches is the one rule 2 picks. Only regexes that can match are tried: those
  // whose required literal prefix starts the number, and those without one.
  const lists: RankedRegexRule[][] = [set.unprefixed];
  for (let len = 1; len <= Math.min(set.maxPrefix, normalized.length); len++) {
    const list = set.byPrefix.get(normalized.slice(0, len));
    if (list) lists.push(list);
  }
  const winner = firstMatchByRank(lists, normalized);
  if (winner)
    return { riskLevel: winner.riskLevel, rule: { id: winner.id, riskLevel: winner.riskLevel, kind: 'regex' } };
  return { riskLevel: 'CALLER_ID_RISK_LEVEL_NO_RISK' };
}

/** Tries the candidates of several rank-ordered lists in overall rank order; the first match. */
function firstMatchByRank(lists: RankedRegexRule[][], normalized: string): RankedRegexRule | undefined {
  if (lists.length === 1) return (lists[0] as RankedRegexRule[]).find((r) => matchNumber(r.regex, normalized));
  const pos = lists.map(() => 0);
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const r = (lists[i] as RankedRegexRule[])[pos[i] as number];
      if (
        r &&
        (best === -1 || r.rank < ((lists[best] as RankedRegexRule[])[pos[best] as number] as RankedRegexRule).rank)
      )
        best = i;
    }
    if (best === -1) return undefined;
    const r = (lists[best] as RankedRegexRule[])[pos[best] as number] as RankedRegexRule;
    pos[best] = (pos[best] as number) + 1;
    if (matchNumber(r.regex, normalized)) return r;
  }
}

/** How each risk level reads as a decision. Reliability says how much the match tells us. */
const OUTCOME: Record<RiskLevel, { risk: number; decision: Decision__Output; reason: DecisionReason__Output }> = {
  CALLER_ID_RISK_LEVEL_NO_RISK: {
    risk: 0,
    decision: 'DECISION_NO_RISK_DETECTED',
    reason: 'DECISION_REASON_NO_RISK_DETECTED',
  },
  CALLER_ID_RISK_LEVEL_LOW: {
    risk: 25,
    decision: 'DECISION_NO_RISK_DETECTED',
    reason: 'DECISION_REASON_NO_RISK_DETECTED',
  },
  CALLER_ID_RISK_LEVEL_MEDIUM: { risk: 60, decision: 'DECISION_UNCERTAIN', reason: 'DECISION_REASON_LOW_RELIABILITY' },
  CALLER_ID_RISK_LEVEL_HIGH: { risk: 90, decision: 'DECISION_FRAUD', reason: 'DECISION_REASON_FRAUD_RISK' },
};
const RELIABILITY = { exact: 95, regex: 80, none: 50 } as const;

/** The AssessCallerIdRiskResult (proto-loader shape) for a match. */
export function riskResult(m: RiskMatch): AssessCallerIdRiskResult {
  const o = OUTCOME[m.riskLevel];
  return {
    ...((m.rule ? { reference_gk_callerid_rule_id: { value: m.rule.id } } : {}) satisfies AssessCallerIdRiskResult),
    risk_level: m.riskLevel,
    risk_engine_result: { risk: { value: o.risk }, reliability: { value: RELIABILITY[m.rule?.kind ?? 'none'] } },
    decision: o.decision,
    decision_reason: o.reason,
  };
}

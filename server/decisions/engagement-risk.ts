// An engagement's risk info follows its sessions: it is the evaluation of the session that counts
// with the highest risk. Which sessions count (seed 001, section 3): those that joined while the
// engagement was active. A session that joined after the engagement stopped (an offline session)
// gets a decision of its own, but neither it nor its factors count toward the engagement's.

import type { Decision__Output as Decision } from '../../generated/proto/nuance/biosec/v1/Decision.js';
import type { DecisionReason__Output as DecisionReason } from '../../generated/proto/nuance/biosec/v1/sessions/DecisionReason.js';

export interface RiskInfo {
  risk: number | null;
  reliability: number | null;
  decision: Decision | null;
  decision_reason: DecisionReason | null;
}

export const NO_RISK_INFO: RiskInfo = { risk: null, reliability: null, decision: null, decision_reason: null };

export const hasEvaluation = (r: RiskInfo): boolean =>
  r.risk !== null || r.reliability !== null || r.decision !== null || r.decision_reason !== null;

/**
 * The engagement's risk info from its counting sessions' evaluations, oldest session first: the
 * highest risk wins, the newer session on a tie; when no evaluation carries a risk (failures, no
 * data) the newest evaluation; none at all: no risk info.
 */
export function engagementRiskOf(sessions: readonly RiskInfo[]): RiskInfo {
  let best: RiskInfo | undefined;
  for (const s of sessions) {
    if (!hasEvaluation(s)) continue;
    const better = !best || (s.risk !== null ? best.risk === null || s.risk >= best.risk : best.risk === null);
    if (better) best = s;
  }
  return best
    ? { risk: best.risk, reliability: best.reliability, decision: best.decision, decision_reason: best.decision_reason }
    : NO_RISK_INFO;
}

/**
 * Did the session join after its engagement stopped? A session created at the very instant the
 * engagement stopped still counts as part of it.
 */
export function joinedAfterStop(
  sessionCreatedAt: Date,
  engagement: { is_active: boolean; completion_timestamp: Date | null },
): boolean {
  return (
    !engagement.is_active &&
    engagement.completion_timestamp !== null &&
    sessionCreatedAt.getTime() > engagement.completion_timestamp.getTime()
  );
}

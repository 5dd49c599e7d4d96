// Computes a session's decision from the factors that count toward it, under the settings of a
// configset (resolved by the caller's precedence rule), stores it as the session's risk_info and
// refreshes the engagement's, and keeps the decision's explanation with the settings that made it
// as the session's decision snapshot (snapshots.store.ts). Runs in the caller's transaction.
import type { ConfigResolver } from '../configsets/index.js';
import type { Queryable } from '../db/types.js';
import { explainDecision, type DecisionOutcome } from './engine.js';
import type { RiskInfo } from './engagement-risk.js';
import { factorsForDecision } from './factors.store.js';
import { refreshEngagementRisk, storeSessionRisk } from './risk-info.store.js';
import { decidingSettings, storeDecisionSnapshot } from './snapshots.store.js';

export interface EvaluateArgs {
  scopeId: string;
  session: { gk_session_id: string; gk_engagement_id: string; created_at: Date };
  engagement: { is_active: boolean; completion_timestamp: Date | null };
  /** The configset the decision is made under; absent: scope-level configsets and defaults. */
  configsetId: string | null | undefined;
  now: Date;
}

export function toRiskInfo(o: DecisionOutcome): RiskInfo {
  return {
    risk: o.risk ?? null,
    reliability: o.reliability ?? null,
    decision: o.decision,
    decision_reason: o.decisionReason,
  };
}

/** The GetSessionDecision response fields (proto-loader shape) of a stored evaluation. */
export function decisionResponse(r: RiskInfo) {
  return {
    ...(r.risk !== null ? { risk: { value: r.risk } } : {}),
    ...(r.reliability !== null ? { reliability: { value: r.reliability } } : {}),
    decision: r.decision ?? 'DECISION_UNSPECIFIED',
    decision_reason: r.decision_reason ?? 'DECISION_REASON_UNSPECIFIED',
  };
}

/**
 * Decides and stores. Returns undefined, and stores nothing, when no factor counts toward the
 * session: an evaluation stored by other means (a failure, say) then stands.
 */
export async function evaluateSession(
  q: Queryable,
  config: ConfigResolver,
  a: EvaluateArgs,
): Promise<RiskInfo | undefined> {
  const factors = await factorsForDecision(q, a.scopeId, a.session, a.engagement);
  if (factors.length === 0) return undefined;
  const cfg = await config(q, a.scopeId, a.configsetId ?? undefined);
  const explanation = explainDecision(factors, cfg.decision);
  const info = toRiskInfo(explanation);
  await storeSessionRisk(q, a.scopeId, a.session.gk_session_id, info, a.now);
  const settings = await decidingSettings(q, a.scopeId, a.configsetId);
  await storeDecisionSnapshot(q, a.scopeId, a.session.gk_session_id, settings, explanation, a.now);
  await refreshEngagementRisk(q, a.scopeId, a.session.gk_engagement_id, a.now);
  return info;
}

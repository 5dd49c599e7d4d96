// Where decisions land: a session's risk columns (its risk_info) and its engagement's, which
// follow the sessions that count (engagement-risk.ts). Rows change, and their modification time
// moves, only when the values differ.
import type { Queryable } from '../db/types.js';
import { engagementRiskOf, hasEvaluation, type RiskInfo } from './engagement-risk.js';

export async function storeSessionRisk(
  q: Queryable,
  scopeId: string,
  gkSessionId: string,
  info: RiskInfo,
  now: Date,
): Promise<boolean> {
  const r = await q.query(
    `UPDATE sessions SET risk = $3, reliability = $4, decision = $5, decision_reason = $6, modified_at = $7
      WHERE scope_id = $1 AND gk_session_id = $2
        AND (risk, reliability, decision, decision_reason) IS DISTINCT FROM ($3::int, $4::int, $5::text, $6::text)`,
    [scopeId, gkSessionId, info.risk, info.reliability, info.decision, info.decision_reason, now],
  );
  return r.rowCount > 0;
}

/**
 * Recomputes the engagement's risk info from its counting sessions' evaluations. When none of them
 * has one, the engagement is left as it is.
 */
export async function refreshEngagementRisk(
  q: Queryable,
  scopeId: string,
  gkEngagementId: string,
  now: Date,
): Promise<RiskInfo> {
  const { rows } = await q.query<RiskInfo>(
    `SELECT s.risk, s.reliability, s.decision, s.decision_reason
       FROM sessions s JOIN engagements e ON e.gk_engagement_id = s.gk_engagement_id
      WHERE s.scope_id = $1 AND s.gk_engagement_id = $2 AND e.scope_id = $1
        AND (e.is_active OR e.completion_timestamp IS NULL OR s.created_at <= e.completion_timestamp)
      ORDER BY s.created_at, s.gk_session_id`,
    [scopeId, gkEngagementId],
  );
  const info = engagementRiskOf(rows);
  if (!hasEvaluation(info)) return info;
  await q.query(
    `UPDATE engagements SET risk = $3, reliability = $4, decision = $5, decision_reason = $6, modified_at = $7
      WHERE scope_id = $1 AND gk_engagement_id = $2
        AND (risk, reliability, decision, decision_reason) IS DISTINCT FROM ($3::int, $4::int, $5::text, $6::text)`,
    [scopeId, gkEngagementId, info.risk, info.reliability, info.decision, info.decision_reason, now],
  );
  return info;
}

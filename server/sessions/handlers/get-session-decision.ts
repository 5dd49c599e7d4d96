// GetSessionDecision: answers from the stored risk evaluation (the decision engine arrives in a
// later issue) and records the configset the decision is made under, for StopSession's precedence.
import type { MethodHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import {
  assertInEngagement,
  assertSessionReadable,
  begin,
  mustGetEngagement,
  mustGetSession,
  targetId,
} from '../deps.js';
import { touchEngagement } from '../engagements.store.js';
import { touchSession, updateSession } from '../sessions.store.js';

export const getSessionDecision =
  (ctx: Ctx): MethodHandler =>
  async (req, call) => {
    const id = targetId('gk_session_id', req.gk_session_id, call.context.sessionId);
    const { scopeId, engagementId } = call.context;
    return ctx.db.tx(async (q) => {
      const { now } = await begin(q, ctx, scopeId);
      const row = await mustGetSession(q, scopeId, id, true);
      assertInEngagement(row, engagementId);
      assertSessionReadable(row, now);
      const engagement = await mustGetEngagement(q, scopeId, row.gk_engagement_id);
      const configset =
        call.context.configsetId ?? row.decision_configset_id ?? row.start_configset_id ?? engagement.configset_id;
      if (configset && configset !== row.decision_configset_id) {
        await updateSession(q, scopeId, id, { decision_configset_id: configset }, now, row.is_active);
      } else if (row.is_active) {
        await touchSession(q, scopeId, id, now);
      }
      if (row.is_active) await touchEngagement(q, scopeId, row.gk_engagement_id, now);

      if (row.decision === null && row.decision_reason === null && row.risk === null && row.reliability === null) {
        return { decision_reason: 'DECISION_REASON_NO_DATA' };
      }
      return {
        ...(row.risk !== null ? { risk: { value: row.risk } } : {}),
        ...(row.reliability !== null ? { reliability: { value: row.reliability } } : {}),
        decision: row.decision ?? 'DECISION_UNSPECIFIED',
        decision_reason: row.decision_reason ?? 'DECISION_REASON_UNSPECIFIED',
      };
    });
  };

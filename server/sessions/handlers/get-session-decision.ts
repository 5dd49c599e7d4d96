// GetSessionDecision: decides on the factors that count toward the session (decisions/) under the
// configset in force for it, stores the result as the session's risk_info (the engagement's follows)
// and records the configset the decision is made under, for StopSession's precedence.
// Configset: an active session's is the context's, else the one recorded by an earlier
// GetSessionDecision, else StartSession's, else the engagement's, else one carried by a factor; a
// stopped session is decided under the configset it stopped under. No factor: the stored
// evaluation stands (NO_DATA when there is none).
import { configsetFromFactors, decisionResponse, evaluateSession } from '../../decisions/index.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
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
  (ctx: Ctx): RpcHandler<'sessions', 'GetSessionDecision'> =>
  async (req, call): Reply<'sessions', 'GetSessionDecision'> => {
    const id = targetId('gk_session_id', req.gk_session_id, call.context.sessionId);
    const { scopeId, engagementId } = call.context;
    return ctx.db.tx(async (q) => {
      const { now } = await begin(q, ctx, scopeId, { sessionId: id });
      const row = await mustGetSession(q, scopeId, id, true);
      assertInEngagement(row, engagementId);
      assertSessionReadable(row, now);
      const engagement = await mustGetEngagement(q, scopeId, row.gk_engagement_id);
      const configset =
        call.context.configsetId ??
        row.decision_configset_id ??
        row.start_configset_id ??
        engagement.configset_id ??
        (await configsetFromFactors(q, scopeId, id));
      if (configset && configset !== row.decision_configset_id) {
        await updateSession(q, scopeId, id, { decision_configset_id: configset }, now, row.is_active);
      } else if (row.is_active) {
        await touchSession(q, scopeId, id, now);
      }
      if (row.is_active) await touchEngagement(q, scopeId, row.gk_engagement_id, now);

      const computed = await evaluateSession(q, ctx.config, {
        scopeId,
        session: row,
        engagement,
        configsetId: row.is_active ? configset : (row.stop_configset_id ?? configset),
        now,
      });
      const info = computed ?? row;
      if (info.decision === null && info.decision_reason === null && info.risk === null && info.reliability === null) {
        return { decision_reason: 'DECISION_REASON_NO_DATA' };
      }
      return decisionResponse(info);
    });
  };

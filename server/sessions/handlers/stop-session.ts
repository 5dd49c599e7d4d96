// StopSession: stops the context's session and records the configset it is accounted under
// (context, else GetSessionDecision's, else StartSession's, else a factor's, else defaults).
// The session's final decision is computed from its factors under that configset and stored (the
// engagement's risk follows). Stopping a session that already stopped (by a call or a timeout)
// changes nothing and succeeds.
import { evaluateSession } from '../../decisions/index.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { assertInEngagement, begin, mustGetEngagement, mustGetSession } from '../deps.js';
import { touchEngagement } from '../engagements.store.js';
import { resolveStopConfigset } from '../sessions.domain.js';
import { configsetFromFactors, stopSessionRow } from '../sessions.store.js';

export const stopSession =
  (ctx: Ctx): RpcHandler<'sessions', 'StopSession'> =>
  async (_req, call): Reply<'sessions', 'StopSession'> => {
    const { scopeId, engagementId, sessionId, configsetId } = call.context;
    return ctx.db.tx(async (q) => {
      const { now, t } = await begin(q, ctx, scopeId, { sessionId: sessionId as string });
      const row = await mustGetSession(q, scopeId, sessionId as string, true);
      assertInEngagement(row, engagementId);
      if (!row.is_active) return {};
      const stopConfigset = resolveStopConfigset({
        context: configsetId,
        decision: row.decision_configset_id,
        start: row.start_configset_id,
        factor: await configsetFromFactors(q, scopeId, row.gk_session_id),
      });
      await stopSessionRow(q, scopeId, row.gk_session_id, now, t.postCallMs, stopConfigset);
      await touchEngagement(q, scopeId, row.gk_engagement_id, now);
      const engagement = await mustGetEngagement(q, scopeId, row.gk_engagement_id);
      await evaluateSession(q, ctx.config, { scopeId, session: row, engagement, configsetId: stopConfigset, now });
      return {};
    });
  };

// StopSession: stops the context's session and records the configset it is accounted under
// (context, else GetSessionDecision's, else StartSession's, else a factor's, else defaults).
// The session's final decision is computed from its factors under that configset and stored (the
// engagement's risk follows). Stopping a session that already stopped (by a call or a timeout)
// changes nothing and succeeds.
import { evaluateSession } from '../../decisions/index.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { assertInEngagement, begin, mustGetSession } from '../deps.js';
import { stopActiveSession } from '../sessions.store.js';

export const stopSession =
  (ctx: Ctx): RpcHandler<'sessions', 'StopSession'> =>
  async (_req, call): Reply<'sessions', 'StopSession'> => {
    const { scopeId, engagementId, sessionId, configsetId } = call.context;
    return ctx.db.tx(async (q) => {
      // The stop, its configset and its engagement's activity in one statement; a check that
      // fails after it throws, and the transaction leaves nothing behind. In the common case
      // (an active session, nothing of its engagement due to expire under the kept timeouts) that
      // statement comes first and begin's expiry is left out; otherwise it changed nothing, and
      // begin applies what is due before the stop, as always.
      const kept = ctx.timeoutsFor.kept?.(scopeId);
      let now = ctx.clock.now();
      let row =
        kept && (await stopActiveSession(q, scopeId, sessionId as string, now, kept.t.postCallMs, configsetId, kept));
      if (!row) {
        const b = await begin(q, ctx, scopeId, { sessionId: sessionId as string });
        now = b.now;
        row = await stopActiveSession(q, scopeId, sessionId as string, now, b.t.postCallMs, configsetId);
      }
      if (!row) {
        // Not active (already stopped, or none): nothing to do once the session is known.
        assertInEngagement(await mustGetSession(q, scopeId, sessionId as string), engagementId);
        return {};
      }
      assertInEngagement(row, engagementId);
      await evaluateSession(q, ctx.config, {
        scopeId,
        session: row,
        engagement: { is_active: row.engagement_active, completion_timestamp: row.engagement_completion },
        configsetId: row.stop_configset_id,
        now,
      });
      return {};
    });
  };

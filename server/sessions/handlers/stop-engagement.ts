// StopEngagement: stops the context's engagement and its sessions that are still active (an
// engagement that has ended has no live interaction left; later offline sessions may still join).
// The sessions it stops get their final decisions (under the configset each stopped under); the
// engagement's risk follows them. Stopping one that already stopped changes nothing and succeeds.
import { configsetFromFactors, evaluateSession } from '../../decisions/index.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin, mustGetEngagement, mustGetSession } from '../deps.js';
import { stopEngagementRow } from '../engagements.store.js';
import { activeSessionIds } from '../sessions.store.js';

export const stopEngagement =
  (ctx: Ctx): RpcHandler<'sessions', 'StopEngagement'> =>
  async (_req, call): Reply<'sessions', 'StopEngagement'> => {
    const { scopeId, engagementId, configsetId } = call.context;
    return ctx.db.tx(async (q) => {
      const { now, t } = await begin(q, ctx, scopeId, { engagementId: engagementId as string });
      const row = await mustGetEngagement(q, scopeId, engagementId as string, true);
      if (!row.is_active) return {};
      const live = await activeSessionIds(q, scopeId, row.gk_engagement_id);
      await stopEngagementRow(q, scopeId, row.gk_engagement_id, now, configsetId ?? row.configset_id, t.postCallMs);
      const engagement = await mustGetEngagement(q, scopeId, row.gk_engagement_id);
      for (const id of live) {
        const session = await mustGetSession(q, scopeId, id);
        const configset = session.stop_configset_id ?? (await configsetFromFactors(q, scopeId, id));
        await evaluateSession(q, ctx.config, { scopeId, session, engagement, configsetId: configset, now });
      }
      return {};
    });
  };

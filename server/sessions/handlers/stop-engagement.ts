// StopEngagement: stops the context's engagement and its sessions that are still active (an
// engagement that has ended has no live interaction left; later offline sessions may still join).
// Stopping one that already stopped changes nothing and succeeds.
import type { MethodHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin, mustGetEngagement } from '../deps.js';
import { stopEngagementRow } from '../engagements.store.js';

export const stopEngagement =
  (ctx: Ctx): MethodHandler =>
  async (_req, call) => {
    const { scopeId, engagementId, configsetId } = call.context;
    return ctx.db.tx(async (q) => {
      const { now, t } = await begin(q, ctx, scopeId);
      const row = await mustGetEngagement(q, scopeId, engagementId as string, true);
      if (!row.is_active) return {};
      await stopEngagementRow(q, scopeId, row.gk_engagement_id, now, configsetId ?? row.configset_id, t.postCallMs);
      return {};
    });
  };

// ListCorrelatedEngagements: the five most recent engagements sharing a correlation_id, newest first.
// Read without a transaction unless one of them is due to expire (as GetEngagementDetails).
import { missingField } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin, engagementDueToExpire } from '../deps.js';
import { listCorrelated } from '../engagements.store.js';
import { MAX_CORRELATED } from '../sessions.domain.js';
import { toTimestamp, uid } from '../../rpc/wire-values.js';

export const listCorrelatedEngagements =
  (ctx: Ctx): RpcHandler<'sessions', 'ListCorrelatedEngagements'> =>
  async (req, call): Reply<'sessions', 'ListCorrelatedEngagements'> => {
    const correlationId = typeof req.correlation_id === 'string' ? req.correlation_id : '';
    if (!correlationId) throw missingField('correlation_id');
    const { scopeId } = call.context;
    const answer = (rows: Awaited<ReturnType<typeof listCorrelated>>) => ({
      engagements: rows.map((r) => ({
        gk_engagement_id: uid(r.gk_engagement_id),
        ...(r.engagement_id ? { engagement_id: r.engagement_id } : {}),
        is_active: r.is_active,
        creation_timestamp: toTimestamp(r.created_at),
      })),
    });
    const t = await ctx.timeoutsFor(scopeId, ctx.db);
    const now = ctx.clock.now();
    const found = await listCorrelated(ctx.db, scopeId, correlationId, MAX_CORRELATED);
    if (!found.some((r) => engagementDueToExpire(r, now, t))) return answer(found);
    return ctx.db.tx(async (q) => {
      await begin(q, ctx, scopeId, 'scope');
      return answer(await listCorrelated(q, scopeId, correlationId, MAX_CORRELATED));
    });
  };

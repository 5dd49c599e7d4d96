// GetEngagementDetails: the engagement with the IDs of all its sessions, oldest first.
//
// Read without a transaction or a scope-wide expiry sweep, as GetSessionDetails is: the answer
// depends on the engagement's own expiry alone (a session's does not change the engagement), so
// only when the row is due to expire does the call take the write path (expiry applied in a
// transaction, the row read again). On PGlite the sweep's transaction also emptied the read cache
// on every engagement page the console opened.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin, engagementDueToExpire, mustGetEngagement, targetId } from '../deps.js';
import { applyReadMask, parseFieldMask } from '../../rpc/field-mask.js';
import { ENGAGEMENT_READ_FIELDS } from '../mask-fields.js';
import { sessionIdsOf } from '../sessions.store.js';
import { engagementToRead } from '../wire.js';

export const getEngagementDetails =
  (ctx: Ctx): RpcHandler<'sessions', 'GetEngagementDetails'> =>
  async (req, call): Reply<'sessions', 'GetEngagementDetails'> => {
    const id = targetId('gk_engagement_id', req.gk_engagement_id, call.context.engagementId);
    const v = new Violations();
    const mask = parseFieldMask(v, req.field_mask, ENGAGEMENT_READ_FIELDS);
    v.throwIfAny();
    const { scopeId } = call.context;
    const t = await ctx.timeoutsFor(scopeId, ctx.db);
    const now = ctx.clock.now();
    const found = await mustGetEngagement(ctx.db, scopeId, id);
    if (!engagementDueToExpire(found, now, t)) {
      const ids = !mask || mask.has('gk_session_ids') ? await sessionIdsOf(ctx.db, scopeId, id) : [];
      return { details: applyReadMask(engagementToRead(found, ids), mask) };
    }
    return ctx.db.tx(async (q) => {
      await begin(q, ctx, scopeId, { engagementId: id });
      const row = await mustGetEngagement(q, scopeId, id);
      const ids = !mask || mask.has('gk_session_ids') ? await sessionIdsOf(q, scopeId, id) : [];
      return { details: applyReadMask(engagementToRead(row, ids), mask) };
    });
  };

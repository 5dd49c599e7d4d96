// GetEngagementDetails: the engagement with the IDs of all its sessions, oldest first.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin, mustGetEngagement, targetId } from '../deps.js';
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
    return ctx.db.tx(async (q) => {
      await begin(q, ctx, scopeId, { engagementId: id });
      const row = await mustGetEngagement(q, scopeId, id);
      const ids = !mask || mask.has('gk_session_ids') ? await sessionIdsOf(q, scopeId, id) : [];
      return { details: applyReadMask(engagementToRead(row, ids), mask) };
    });
  };

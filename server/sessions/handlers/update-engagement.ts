// UpdateEngagement: sets exactly the fields the mask names (a named field absent in details is cleared).
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin, mustGetEngagement, targetId } from '../deps.js';
import { updateEngagement as updateEngagementRow } from '../engagements.store.js';
import { parseFieldMask } from '../../rpc/field-mask.js';
import { ENGAGEMENT_UPDATE_FIELDS } from '../mask-fields.js';
import { engagementPatchFrom } from '../wire.js';

export const updateEngagement =
  (ctx: Ctx): RpcHandler<'sessions', 'UpdateEngagement'> =>
  async (req, call): Reply<'sessions', 'UpdateEngagement'> => {
    const id = targetId('gk_engagement_id', req.gk_engagement_id, call.context.engagementId);
    const v = new Violations();
    if (!req.details) v.missing('details');
    const mask = parseFieldMask(v, req.field_mask, ENGAGEMENT_UPDATE_FIELDS, { required: true });
    const patch = mask ? engagementPatchFrom(v, req.details ?? {}, mask) : {};
    v.throwIfAny();
    const { scopeId } = call.context;
    return ctx.db.tx(async (q) => {
      const { now } = await begin(q, ctx, scopeId, { engagementId: id });
      const row = await mustGetEngagement(q, scopeId, id, true);
      await updateEngagementRow(q, scopeId, id, patch, now, row.is_active);
      return {};
    });
  };

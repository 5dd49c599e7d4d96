// GetGkEngagementId: the engagement carrying an external engagement_id (the newest when several do).
import { missingField, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { findByExternalId } from '../engagements.store.js';
import { uid } from '../../rpc/wire-values.js';

export const getGkEngagementId =
  (ctx: Ctx): RpcHandler<'sessions', 'GetGkEngagementId'> =>
  async (req, call): Reply<'sessions', 'GetGkEngagementId'> => {
    const external = typeof req.engagement_id === 'string' ? req.engagement_id : '';
    if (!external) throw missingField('engagement_id');
    const id = await findByExternalId(ctx.db, call.context.scopeId, external);
    if (!id) throw notFound(`no engagement with engagement_id "${external}"`);
    return { gk_engagement_id: uid(id) };
  };

// UpdateGroup: replaces the group's custom_data (the field_mask must name it).
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, updateCollection } from '../collection-ops.js';

export const updateGroup =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'UpdateGroup'> =>
  async (req, call): Reply<'entities', 'UpdateGroup'> => {
    await updateCollection(ctx, call, GROUP, { id: req.gk_group_id, details: req.details, mask: req.field_mask });
    return {};
  };

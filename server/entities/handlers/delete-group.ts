// DeleteGroup: deletes the group and its memberships; its persons stay.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, deleteCollection } from '../collection-ops.js';

export const deleteGroup =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'DeleteGroup'> =>
  async (req, call): Reply<'entities', 'DeleteGroup'> => {
    await deleteCollection(ctx, call, GROUP, req.gk_group_id);
    return {};
  };

// RenameGroup: gives the group a new group_id, which must be free in the scope.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, renameCollection } from '../collection-ops.js';

export const renameGroup =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'RenameGroup'> =>
  async (req, call): Reply<'entities', 'RenameGroup'> => {
    await renameCollection(ctx, call, GROUP, { id: req.gk_group_id, newExternalId: req.new_group_id });
    return {};
  };

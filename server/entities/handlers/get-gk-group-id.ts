// GetGkGroupId: the Gatekeeper ID of the group with that group_id in the scope.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, gkCollectionId } from '../collection-ops.js';
import { uid } from '../wire.js';

export const getGkGroupId =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'GetGkGroupId'> =>
  async (req, call): Reply<'entities', 'GetGkGroupId'> => {
    return { gk_group_id: uid(await gkCollectionId(ctx, call, GROUP, req.group_id)) };
  };

// CreateGroup: a new group of persons named by its group_id (unique per scope), with optional custom_data.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, createCollection } from '../collection-ops.js';
import { uid } from '../wire.js';

export const createGroup =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'CreateGroup'> =>
  async (req, call): Reply<'entities', 'CreateGroup'> => {
    const id = await createCollection(ctx, call, GROUP, {
      externalId: req.group_id,
      details: req.details,
      mask: req.field_mask,
    });
    return { gk_group_id: uid(id) };
  };

// UpdateFraudster: changes the details named by the (mandatory) field_mask; a named field left out of details is cleared.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { FRAUDSTER, updateOwner } from '../owner-ops.js';

export const updateFraudster =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'UpdateFraudster'> =>
  async (req, call): Reply<'entities', 'UpdateFraudster'> => {
    await updateOwner(ctx, call, FRAUDSTER, { id: req.gk_fraudster_id, details: req.details, mask: req.field_mask });
    return {};
  };

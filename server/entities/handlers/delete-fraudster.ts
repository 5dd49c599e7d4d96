// DeleteFraudster: deletes the fraudster and, in the same transaction, its voiceprint profiles, memberships.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { FRAUDSTER, deleteOwner } from '../owner-ops.js';

export const deleteFraudster =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'DeleteFraudster'> =>
  async (req, call): Reply<'entities', 'DeleteFraudster'> => {
    await deleteOwner(ctx, call, FRAUDSTER, req.gk_fraudster_id);
    return {};
  };

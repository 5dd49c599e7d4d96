// RenameFraudster: gives the fraudster a new fraudster_id, which must be free in the scope.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { FRAUDSTER, renameOwner } from '../owner-ops.js';

export const renameFraudster =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'RenameFraudster'> =>
  async (req, call): Reply<'entities', 'RenameFraudster'> => {
    await renameOwner(ctx, call, FRAUDSTER, { id: req.gk_fraudster_id, newExternalId: req.new_fraudster_id });
    return {};
  };

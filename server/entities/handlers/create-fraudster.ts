// CreateFraudster: a new fraudster named by its fraudster_id (unique per scope, ALREADY_EXISTS otherwise), with optional details.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { FRAUDSTER, createOwner } from '../owner-ops.js';
import { uid } from '../wire.js';

export const createFraudster =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'CreateFraudster'> =>
  async (req, call): Reply<'entities', 'CreateFraudster'> => {
    const id = await createOwner(ctx, call, FRAUDSTER, {
      externalId: req.fraudster_id,
      details: req.details,
      mask: req.field_mask,
    });
    return { gk_fraudster_id: uid(id) };
  };

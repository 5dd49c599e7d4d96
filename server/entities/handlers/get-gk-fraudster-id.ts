// GetGkFraudsterId: the Gatekeeper ID of the fraudster with that fraudster_id in the scope.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { FRAUDSTER, gkOwnerId } from '../owner-ops.js';
import { uid } from '../wire.js';

export const getGkFraudsterId =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'GetGkFraudsterId'> =>
  async (req, call): Reply<'entities', 'GetGkFraudsterId'> => {
    return { gk_fraudster_id: uid(await gkOwnerId(ctx, call, FRAUDSTER, req.fraudster_id)) };
  };

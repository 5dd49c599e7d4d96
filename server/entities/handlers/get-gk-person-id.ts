// GetGkPersonId: the Gatekeeper ID of the person with that person_id in the scope.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { PERSON, gkOwnerId } from '../owner-ops.js';
import { uid } from '../wire.js';

export const getGkPersonId =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'GetGkPersonId'> =>
  async (req, call): Reply<'entities', 'GetGkPersonId'> => {
    return { gk_person_id: uid(await gkOwnerId(ctx, call, PERSON, req.person_id)) };
  };

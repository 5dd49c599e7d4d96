// DeletePerson: deletes the person and, in the same transaction, its voiceprint profiles, memberships and consent history.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { PERSON, deleteOwner } from '../owner-ops.js';

export const deletePerson =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'DeletePerson'> =>
  async (req, call): Reply<'entities', 'DeletePerson'> => {
    await deleteOwner(ctx, call, PERSON, req.gk_person_id);
    return {};
  };

// RenamePerson: gives the person a new person_id, which must be free in the scope.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { PERSON, renameOwner } from '../owner-ops.js';

export const renamePerson =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'RenamePerson'> =>
  async (req, call): Reply<'entities', 'RenamePerson'> => {
    await renameOwner(ctx, call, PERSON, { id: req.gk_person_id, newExternalId: req.new_person_id });
    return {};
  };

// UpdatePerson: changes the details named by the (mandatory) field_mask; a named field left out of details is cleared.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { PERSON, updateOwner } from '../owner-ops.js';

export const updatePerson =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'UpdatePerson'> =>
  async (req, call): Reply<'entities', 'UpdatePerson'> => {
    await updateOwner(ctx, call, PERSON, { id: req.gk_person_id, details: req.details, mask: req.field_mask });
    return {};
  };

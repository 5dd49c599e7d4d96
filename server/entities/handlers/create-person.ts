// CreatePerson: a new person named by its person_id (unique per scope, ALREADY_EXISTS otherwise), with optional details.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { PERSON, createOwner } from '../owner-ops.js';
import { uid } from '../wire.js';

export const createPerson =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'CreatePerson'> =>
  async (req, call): Reply<'entities', 'CreatePerson'> => {
    const id = await createOwner(ctx, call, PERSON, {
      externalId: req.person_id,
      details: req.details,
      mask: req.field_mask,
    });
    return { gk_person_id: uid(id) };
  };

// GetPersonDetails: the person's details, limited to the fields the read mask names. Consent and, while or after DeletePersonalData runs, its progress (custom_data keys vigil.erasure.*) are part of them.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { PERSON, readOwner } from '../owner-ops.js';
import { PERSON_READ_FIELDS, personToRead } from '../wire.js';

export const getPersonDetails =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'GetPersonDetails'> =>
  async (req, call): Reply<'entities', 'GetPersonDetails'> => {
    const r = await readOwner(ctx, call, PERSON, { id: req.gk_person_id, mask: req.field_mask }, PERSON_READ_FIELDS);
    return { details: personToRead(r.row, r, r.mask) };
  };

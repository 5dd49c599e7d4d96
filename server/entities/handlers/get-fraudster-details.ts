// GetFraudsterDetails: the fraudster's details, limited to the fields the read mask names.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { FRAUDSTER, readOwner } from '../owner-ops.js';
import { FRAUDSTER_READ_FIELDS, fraudsterToRead } from '../wire.js';

export const getFraudsterDetails =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'GetFraudsterDetails'> =>
  async (req, call): Reply<'entities', 'GetFraudsterDetails'> => {
    const r = await readOwner(
      ctx,
      call,
      FRAUDSTER,
      { id: req.gk_fraudster_id, mask: req.field_mask },
      FRAUDSTER_READ_FIELDS,
    );
    return { details: fraudsterToRead(r.row, r, r.mask) };
  };

// GetGroupDetails: the group's details, limited to the fields the read mask names.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, readCollection } from '../collection-ops.js';
import { GROUP_READ_FIELDS, groupToRead } from '../wire.js';

export const getGroupDetails =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'GetGroupDetails'> =>
  async (req, call): Reply<'entities', 'GetGroupDetails'> => {
    const r = await readCollection(ctx, call, GROUP, { id: req.gk_group_id, mask: req.field_mask }, GROUP_READ_FIELDS);
    return { details: groupToRead(r.row, r.mask) };
  };

// IsPersonInGroup: whether the person is a member of the group.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, isMember } from '../collection-ops.js';

export const isPersonInGroup =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'IsPersonInGroup'> =>
  async (req, call): Reply<'entities', 'IsPersonInGroup'> => {
    return { is_in_group: await isMember(ctx, call, GROUP, { id: req.gk_group_id, member: req.gk_person_id }) };
  };

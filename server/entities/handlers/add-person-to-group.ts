// AddPersonToGroup: makes a person of the scope a member (adding a member again changes nothing).
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, addMember } from '../collection-ops.js';

export const addPersonToGroup =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'AddPersonToGroup'> =>
  async (req, call): Reply<'entities', 'AddPersonToGroup'> => {
    await addMember(ctx, call, GROUP, { id: req.gk_group_id, member: req.gk_person_id });
    return {};
  };

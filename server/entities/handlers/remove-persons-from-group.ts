// RemovePersonsFromGroup: removes a batch of persons from the group in one transaction.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, removeMembers } from '../collection-ops.js';

export const removePersonsFromGroup =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'RemovePersonsFromGroup'> =>
  async (req, call): Reply<'entities', 'RemovePersonsFromGroup'> => {
    await removeMembers(ctx, call, GROUP, { id: req.gk_group_id, members: req.gk_person_ids });
    return {};
  };

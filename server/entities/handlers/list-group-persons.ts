// ListGroupPersons: the IDs of the group's persons, in the order they were added (a group holds at most MAX_MEMBERS).
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { GROUP, listMembers } from '../collection-ops.js';
import { uid } from '../wire.js';

export const listGroupPersons =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'ListGroupPersons'> =>
  async (req, call): Reply<'entities', 'ListGroupPersons'> => {
    const ids = await listMembers(ctx, call, GROUP, req.gk_group_id);
    return { gk_person_id: ids.map(uid) };
  };

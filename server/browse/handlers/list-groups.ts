// ListGroups: the scope's groups of persons with their member counts, optionally only the groups
// one person belongs to (the console shows them on the person's page), keyset-paged by creation time.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { groupToRead } from '../../entities/index.js';
import type { BrowseCtx } from '../deps.js';
import { listCollections } from '../collections.js';

export const listGroups =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListGroups'> =>
  async (req, call): Reply<'browse', 'ListGroups'> => {
    const r = await listCollections(ctx, 'groups', call.context.scopeId, {
      memberField: 'gk_person_id',
      member: req.gk_person_id,
      prefixField: 'group_id_prefix',
      prefix: req.group_id_prefix,
      page_size: req.page_size,
      page_token: req.page_token,
      order_by: req.order_by,
    });
    return {
      groups: r.rows.map((row) => ({ details: groupToRead(row, undefined), member_count: row.member_count })),
      next_page_token: r.next_page_token,
      total_size: r.total_size,
      total_size_capped: r.total_size_capped,
    };
  };

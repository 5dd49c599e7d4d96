// ListWatchlists: the scope's watchlists of fraudsters with their member counts, optionally only
// the watchlists one fraudster is on, keyset-paged by creation time.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { watchlistToRead } from '../../entities/index.js';
import type { BrowseCtx } from '../deps.js';
import { listCollections } from '../collections.js';

export const listWatchlists =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListWatchlists'> =>
  async (req, call): Reply<'browse', 'ListWatchlists'> => {
    const r = await listCollections(ctx, 'watchlists', call.context.scopeId, {
      memberField: 'gk_fraudster_id',
      member: req.gk_fraudster_id,
      prefixField: 'watchlist_id_prefix',
      prefix: req.watchlist_id_prefix,
      page_size: req.page_size,
      page_token: req.page_token,
      order_by: req.order_by,
    });
    return {
      watchlists: r.rows.map((row) => ({ details: watchlistToRead(row, undefined), member_count: row.member_count })),
      next_page_token: r.next_page_token,
      total_size: r.total_size,
      total_size_capped: r.total_size_capped,
    };
  };

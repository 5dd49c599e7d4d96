// RemoveFraudstersFromWatchlist: removes a batch of fraudsters from the watchlist in one transaction.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, removeMembers } from '../collection-ops.js';

export const removeFraudstersFromWatchlist =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'RemoveFraudstersFromWatchlist'> =>
  async (req, call): Reply<'entities', 'RemoveFraudstersFromWatchlist'> => {
    await removeMembers(ctx, call, WATCHLIST, { id: req.gk_watchlist_id, members: req.gk_fraudster_ids });
    return {};
  };

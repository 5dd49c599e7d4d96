// DeleteWatchlist: deletes the watchlist and its memberships; its fraudsters stay.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, deleteCollection } from '../collection-ops.js';

export const deleteWatchlist =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'DeleteWatchlist'> =>
  async (req, call): Reply<'entities', 'DeleteWatchlist'> => {
    await deleteCollection(ctx, call, WATCHLIST, req.gk_watchlist_id);
    return {};
  };

// RenameWatchlist: gives the watchlist a new watchlist_id, which must be free in the scope.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, renameCollection } from '../collection-ops.js';

export const renameWatchlist =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'RenameWatchlist'> =>
  async (req, call): Reply<'entities', 'RenameWatchlist'> => {
    await renameCollection(ctx, call, WATCHLIST, { id: req.gk_watchlist_id, newExternalId: req.new_watchlist_id });
    return {};
  };

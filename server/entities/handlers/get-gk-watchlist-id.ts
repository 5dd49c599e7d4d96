// GetGkWatchlistId: the Gatekeeper ID of the watchlist with that watchlist_id in the scope.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, gkCollectionId } from '../collection-ops.js';
import { uid } from '../wire.js';

export const getGkWatchlistId =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'GetGkWatchlistId'> =>
  async (req, call): Reply<'entities', 'GetGkWatchlistId'> => {
    return { gk_watchlist_id: uid(await gkCollectionId(ctx, call, WATCHLIST, req.watchlist_id)) };
  };

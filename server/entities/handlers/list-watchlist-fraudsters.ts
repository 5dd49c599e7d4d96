// ListWatchlistFraudsters: the IDs of the watchlist's fraudsters, in the order they were added (a watchlist holds at most MAX_MEMBERS).
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, listMembers } from '../collection-ops.js';
import { uid } from '../wire.js';

export const listWatchlistFraudsters =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'ListWatchlistFraudsters'> =>
  async (req, call): Reply<'entities', 'ListWatchlistFraudsters'> => {
    const ids = await listMembers(ctx, call, WATCHLIST, req.gk_watchlist_id);
    return { gk_fraudster_id: ids.map(uid) };
  };

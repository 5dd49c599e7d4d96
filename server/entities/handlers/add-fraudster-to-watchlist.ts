// AddFraudsterToWatchlist: makes a fraudster of the scope a member (adding a member again changes nothing).
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, addMember } from '../collection-ops.js';

export const addFraudsterToWatchlist =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'AddFraudsterToWatchlist'> =>
  async (req, call): Reply<'entities', 'AddFraudsterToWatchlist'> => {
    await addMember(ctx, call, WATCHLIST, { id: req.gk_watchlist_id, member: req.gk_fraudster_id });
    return {};
  };

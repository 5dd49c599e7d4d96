// IsFraudsterInWatchlist: whether the fraudster is a member of the watchlist.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, isMember } from '../collection-ops.js';

export const isFraudsterInWatchlist =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'IsFraudsterInWatchlist'> =>
  async (req, call): Reply<'entities', 'IsFraudsterInWatchlist'> => {
    return {
      is_in_watchlist: await isMember(ctx, call, WATCHLIST, { id: req.gk_watchlist_id, member: req.gk_fraudster_id }),
    };
  };

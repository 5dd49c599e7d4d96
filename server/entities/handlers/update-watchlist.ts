// UpdateWatchlist: replaces the watchlist's custom_data (the field_mask must name it).
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, updateCollection } from '../collection-ops.js';

export const updateWatchlist =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'UpdateWatchlist'> =>
  async (req, call): Reply<'entities', 'UpdateWatchlist'> => {
    await updateCollection(ctx, call, WATCHLIST, {
      id: req.gk_watchlist_id,
      details: req.details,
      mask: req.field_mask,
    });
    return {};
  };

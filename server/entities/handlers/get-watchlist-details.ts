// GetWatchlistDetails: the watchlist's details, limited to the fields the read mask names.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, readCollection } from '../collection-ops.js';
import { WATCHLIST_READ_FIELDS, watchlistToRead } from '../wire.js';

export const getWatchlistDetails =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'GetWatchlistDetails'> =>
  async (req, call): Reply<'entities', 'GetWatchlistDetails'> => {
    const r = await readCollection(
      ctx,
      call,
      WATCHLIST,
      { id: req.gk_watchlist_id, mask: req.field_mask },
      WATCHLIST_READ_FIELDS,
    );
    return { details: watchlistToRead(r.row, r.mask) };
  };

// CreateWatchlist: a new watchlist of fraudsters named by its watchlist_id (unique per scope), with optional custom_data.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { WATCHLIST, createCollection } from '../collection-ops.js';
import { uid } from '../wire.js';

export const createWatchlist =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'CreateWatchlist'> =>
  async (req, call): Reply<'entities', 'CreateWatchlist'> => {
    const id = await createCollection(ctx, call, WATCHLIST, {
      externalId: req.watchlist_id,
      details: req.details,
      mask: req.field_mask,
    });
    return { gk_watchlist_id: uid(id) };
  };

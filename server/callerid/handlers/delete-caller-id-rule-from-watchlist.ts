// DeleteCallerIdRuleFromWatchlist.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { deleteRule } from '../rules.store.js';
import { readUniqueId } from '../wire.js';
import { mustHaveWatchlist, readWatchlistId } from './watchlist-common.js';

export const deleteCallerIdRuleFromWatchlist =
  (ctx: Ctx): RpcHandler<'entities', 'DeleteCallerIdRuleFromWatchlist'> =>
  async (req, call): Reply<'entities', 'DeleteCallerIdRuleFromWatchlist'> => {
    const v = new Violations();
    const watchlistId = readWatchlistId(v, req.gk_callerid_watchlist_id) as string;
    const ruleId = readUniqueId(v, 'gk_callerid_rule_id', req.gk_callerid_rule_id, true) as string;
    v.throwIfAny();
    const { scopeId } = call.context;
    await ctx.db.tx(async (q) => {
      await mustHaveWatchlist(q, scopeId, watchlistId);
      if (!(await deleteRule(q, scopeId, watchlistId, ruleId)))
        throw notFound(`rule ${ruleId} not found in watchlist ${watchlistId}`);
    });
    ctx.ruleCache.invalidate(scopeId, watchlistId);
    return {};
  };

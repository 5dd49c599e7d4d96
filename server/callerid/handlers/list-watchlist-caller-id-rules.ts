// ListWatchlistCallerIdRules: oldest first, paged. `offset` is the opaque position the previous
// page returned (here the count of rules already listed); max_results defaults to 100, at most 1000.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { READ_FIELDS, ruleToRead } from '../rule-details.js';
import { listRules } from '../rules.store.js';
import { readMask } from '../wire.js';
import { mustHaveWatchlist, readWatchlistId } from './watchlist-common.js';
import { COUNT_LIMITS } from '../../../shared/rpc/limits.js';

const DEFAULT_PAGE = 100;
const DAY_MS = 86_400_000;

export const listWatchlistCallerIdRules =
  (ctx: Ctx): RpcHandler<'entities', 'ListWatchlistCallerIdRules'> =>
  async (req, call): Reply<'entities', 'ListWatchlistCallerIdRules'> => {
    const v = new Violations();
    const watchlistId = readWatchlistId(v, req.gk_callerid_watchlist_id) as string;
    const offsetRaw: string = req.offset ?? '';
    let offset = 0;
    if (offsetRaw !== '') {
      if (!/^\d{1,9}$/.test(offsetRaw))
        v.add('offset', 'is not an offset this server returned', 'INVALID_FORMAT', offsetRaw.slice(0, 32));
      else offset = Number(offsetRaw);
    }
    const max: number = req.max_results ?? 0;
    if (max < 0 || max > COUNT_LIMITS.callerIdRulesPage)
      v.add(
        'max_results',
        `must be from 0 (meaning ${DEFAULT_PAGE}) to ${COUNT_LIMITS.callerIdRulesPage}`,
        'OUT_OF_RANGE',
        String(max),
      );
    const search = req.filters?.search_substring?.value as string | undefined;
    if (search !== undefined && search.length > COUNT_LIMITS.callerIdRuleSearchChars)
      v.add(
        'filters.search_substring',
        `must be at most ${COUNT_LIMITS.callerIdRuleSearchChars} characters`,
        'TOO_LONG',
      );
    const maxAge = req.filters?.max_age_days?.value as number | undefined;
    if (maxAge !== undefined && maxAge < 1)
      v.add('filters.max_age_days', 'must be at least 1', 'OUT_OF_RANGE', String(maxAge));
    const fields = readMask(v, req.field_mask, READ_FIELDS);
    v.throwIfAny();
    const { scopeId } = call.context;
    const limit = max || DEFAULT_PAGE;
    const now = ctx.clock.now();
    await mustHaveWatchlist(ctx.db, scopeId, watchlistId);
    const { rows, total } = await listRules(
      ctx.db,
      scopeId,
      watchlistId,
      { search: search || undefined, createdSince: maxAge ? new Date(now.getTime() - maxAge * DAY_MS) : undefined },
      { offset, limit },
    );
    const next = offset + rows.length;
    const end = next >= total;
    return {
      details: rows.map((r) => ruleToRead(r, fields)),
      total_results: String(total),
      offset: end ? '' : String(next),
      end_of_list: end,
    };
  };

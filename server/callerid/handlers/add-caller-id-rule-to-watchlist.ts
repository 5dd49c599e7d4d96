// AddCallerIdRuleToWatchlist: one exact-number or regex rule; a number or pattern already in the
// watchlist is ALREADY_EXISTS.
import { randomUUID } from 'node:crypto';
import { Violations, alreadyExists } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { DETAIL_FIELDS, readRuleSpec } from '../rule-details.js';
import { findDuplicate, insertRules } from '../rules.store.js';
import { readMask, uid } from '../wire.js';
import { duplicateAsAlreadyExists, member, mustHaveWatchlist, readWatchlistId } from './watchlist-common.js';

export const addCallerIdRuleToWatchlist =
  (ctx: Ctx): RpcHandler<'entities', 'AddCallerIdRuleToWatchlist'> =>
  async (req, call): Reply<'entities', 'AddCallerIdRuleToWatchlist'> => {
    const v = new Violations();
    const watchlistId = readWatchlistId(v, req.gk_callerid_watchlist_id);
    const details = req.details ?? {};
    if (!req.details) v.missing('details');
    const mask = readMask(v, req.field_mask, DETAIL_FIELDS);
    const spec = readRuleSpec(v, details, mask ?? new Set(DETAIL_FIELDS), true);
    v.throwIfAny();
    const { scopeId } = call.context;
    const target = spec.target as NonNullable<typeof spec.target>;
    const id = randomUUID();
    await ctx.db
      .tx(async (q) => {
        await mustHaveWatchlist(q, scopeId, watchlistId as string);
        const dup = await findDuplicate(q, scopeId, watchlistId as string, target.kind, target.matchKey);
        if (dup)
          throw alreadyExists(
            `the watchlist already has a rule for ${target.kind === 'exact' ? 'number' : 'pattern'} ${target.matchKey} (${dup})`,
          );
        const m = member(call.principal);
        await insertRules(
          q,
          scopeId,
          watchlistId as string,
          [
            {
              id,
              ...target,
              riskLevel: spec.riskLevel as NonNullable<typeof spec.riskLevel>,
              description: spec.description ?? null,
              ...m,
            },
          ],
          ctx.clock.now(),
          false,
        );
      })
      .catch(duplicateAsAlreadyExists);
    ctx.ruleCache.invalidate(scopeId, watchlistId);
    const reply: Awaited<Reply<'entities', 'AddCallerIdRuleToWatchlist'>> = { gk_callerid_rule_id: uid(id) };
    if (target.kind === 'exact') reply.normalized_phone_number = target.matchKey;
    return reply;
  };

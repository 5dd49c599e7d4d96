// UpdateCallerIdRuleInWatchlist: changes the fields the mask names (or, without a mask, the fields
// present in details). Switching between phone_number and caller_id_regex changes the rule's kind.
import { Violations, alreadyExists, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { DETAIL_FIELDS, readRuleSpec } from '../rule-details.js';
import { findDuplicate, getRule, updateRule } from '../rules.store.js';
import { readMask, readUniqueId } from '../wire.js';
import { duplicateAsAlreadyExists, mustHaveWatchlist, readWatchlistId } from './watchlist-common.js';

export const updateCallerIdRuleInWatchlist =
  (ctx: Ctx): RpcHandler<'entities', 'UpdateCallerIdRuleInWatchlist'> =>
  async (req, call): Reply<'entities', 'UpdateCallerIdRuleInWatchlist'> => {
    const v = new Violations();
    const watchlistId = readWatchlistId(v, req.gk_callerid_watchlist_id) as string;
    const ruleId = readUniqueId(v, 'gk_callerid_rule_id', req.gk_callerid_rule_id, true) as string;
    if (!req.details) v.missing('details');
    const details = req.details ?? {};
    const mask = readMask(v, req.field_mask, DETAIL_FIELDS);
    const fields =
      mask ??
      new Set(DETAIL_FIELDS.filter((f) => details[f] !== undefined && details[f] !== null && details[f] !== ''));
    if (req.details && !fields.size && !v.size)
      v.add('field_mask', 'names no field to update, and details sets none', 'MANDATORY_FIELD_MISSING');
    const spec = readRuleSpec(v, details, fields, false);
    v.throwIfAny();
    const { scopeId } = call.context;
    const normalized = await ctx.db
      .tx(async (q) => {
        await mustHaveWatchlist(q, scopeId, watchlistId);
        const row = await getRule(q, scopeId, watchlistId, ruleId, true);
        if (!row) throw notFound(`rule ${ruleId} not found in watchlist ${watchlistId}`);
        const target = spec.target ?? { kind: row.kind, pattern: row.pattern, matchKey: row.match_key };
        if (spec.target) {
          const dup = await findDuplicate(q, scopeId, watchlistId, target.kind, target.matchKey, ruleId);
          if (dup)
            throw alreadyExists(
              `the watchlist already has a rule for ${target.kind === 'exact' ? 'number' : 'pattern'} ${target.matchKey} (${dup})`,
            );
        }
        await updateRule(
          q,
          scopeId,
          ruleId,
          {
            ...target,
            riskLevel: spec.riskLevel ?? row.risk_level,
            description: spec.description !== undefined ? spec.description : row.description,
          },
          ctx.clock.now(),
        );
        return target.kind === 'exact' ? target.matchKey : undefined;
      })
      .catch(duplicateAsAlreadyExists);
    ctx.ruleCache.invalidate(scopeId, watchlistId);
    return normalized ? { normalized_phone_number: normalized } : {};
  };

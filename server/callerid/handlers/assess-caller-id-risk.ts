// AssessCallerIdRisk: the risk of a caller ID under a watchlist's rules (precedence in risk.ts).
import { Violations, notFound } from '../../rpc/errors.js';
import type { MethodHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { readNumber } from '../numbers.js';
import { assessAgainst, riskResult, type RiskMatch } from '../risk.js';
import { readUniqueId } from '../wire.js';

/** Rules 1 to 4 for a normalised number; NOT_FOUND for a watchlist the scope does not have. */
export async function assessCallerIdRisk(
  ctx: Ctx,
  scopeId: string,
  watchlistId: string,
  normalized: string,
  configsetId?: string,
): Promise<RiskMatch> {
  const cfg = await ctx.config(ctx.db, scopeId, configsetId);
  const set = await ctx.ruleCache.get(scopeId, watchlistId, cfg.callerId.ruleCacheSeconds * 1000);
  if (!set) throw notFound(`watchlist ${watchlistId} not found`);
  return assessAgainst(set, normalized);
}

export const assessCallerIdRiskHandler =
  (ctx: Ctx): MethodHandler =>
  async (req, call) => {
    const v = new Violations();
    const watchlistId = readUniqueId(v, 'gk_callerid_watchlist_id', req.gk_callerid_watchlist_id, true);
    const number = readNumber(v, 'caller_id', req.caller_id);
    readUniqueId(v, 'gk_person_id', req.gk_person_id);
    v.throwIfAny();
    const match = await assessCallerIdRisk(
      ctx,
      call.context.scopeId,
      watchlistId as string,
      number as string,
      call.context.configsetId,
    );
    return { result: riskResult(match) };
  };

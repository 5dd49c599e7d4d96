// AssessCallerIdRisk: the risk of a caller ID under a watchlist's rules (precedence in risk.ts).
// The result becomes a decision factor (kind watchlist) of the context's session when that session
// is one of this scope's, in the context's engagement; for any other the answer alone is given.
import { recordCallerIdFactor } from '../../decisions/index.js';
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
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
  (ctx: Ctx): RpcHandler<'callerIdRisk', 'AssessCallerIdRisk'> =>
  async (req, call): Reply<'callerIdRisk', 'AssessCallerIdRisk'> => {
    const v = new Violations();
    const watchlistId = readUniqueId(v, 'gk_callerid_watchlist_id', req.gk_callerid_watchlist_id, true);
    const number = readNumber(v, 'caller_id', req.caller_id);
    readUniqueId(v, 'gk_person_id', req.gk_person_id);
    v.throwIfAny();
    const { scopeId, engagementId, sessionId, configsetId } = call.context;
    const match = await assessCallerIdRisk(ctx, scopeId, watchlistId as string, number as string, configsetId);
    const result = riskResult(match);
    await ctx.db.tx((q) =>
      recordCallerIdFactor(q, {
        scopeId,
        gkSessionId: sessionId as string,
        gkEngagementId: engagementId,
        kind: 'watchlist',
        result,
        configsetId,
        detail: { gk_callerid_watchlist_id: watchlistId, risk_level: result.risk_level },
        at: ctx.clock.now(),
      }),
    );
    return { result };
  };

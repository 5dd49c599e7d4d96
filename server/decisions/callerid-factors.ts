// Caller-ID results as factors: a ValidateCallerId / ValidateCallerIdExt / ProcessPreAnswer result
// (kind callerid_validation) or an AssessCallerIdRisk result (kind watchlist), in proto-loader shape,
// recorded against the session of the call's context in the handler's transaction. A validation's
// trust indicator is kept in the factor's detail.
import type { Queryable } from '../db/types.js';
import { recordFactor, riskEngineValues } from './factors.store.js';

export interface CallerIdFactorArgs {
  scopeId: string;
  gkSessionId: string;
  gkEngagementId?: string | undefined;
  kind: 'callerid_validation' | 'watchlist';
  /** A result carrying risk_engine_result, decision and decision_reason. */
  result: unknown;
  configsetId?: string | undefined;
  /** Where it came from (source, reference_id, watchlist, …): kept for audit. */
  detail?: Record<string, unknown>;
  at: Date;
}

/** Records the factor; undefined (nothing written) when the session is not in the scope and engagement. */
export function recordCallerIdFactor(q: Queryable, a: CallerIdFactorArgs): Promise<string | undefined> {
  const r = a.result as { decision?: string; decision_reason?: string } | undefined;
  const trust = trustIndicatorOf(a.result);
  return recordFactor(q, {
    scopeId: a.scopeId,
    gkSessionId: a.gkSessionId,
    gkEngagementId: a.gkEngagementId,
    kind: a.kind,
    ...riskEngineValues(a.result),
    decision: r?.decision ?? null,
    configsetId: a.configsetId,
    detail: {
      ...a.detail,
      ...(r?.decision_reason ? { decision_reason: r.decision_reason } : {}),
      ...(trust !== null ? { trust_indicator: trust } : {}),
    },
    at: a.at,
  });
}

/**
 * The trust indicator (0-1) of a caller-ID result: processing_result.trust_indicator
 * (ValidateCallerId, ProcessPreAnswer) or vendor_data.trust_indicator (ValidateCallerIdExt); kept
 * with the factor so a decision's explanation can say how far the caller ID was trusted.
 */
export function trustIndicatorOf(result: unknown): number | null {
  type Wrapped = { trust_indicator?: { value?: unknown } };
  const r = result as { processing_result?: Wrapped; vendor_data?: Wrapped } | undefined;
  const v = r?.processing_result?.trust_indicator?.value ?? r?.vendor_data?.trust_indicator?.value;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

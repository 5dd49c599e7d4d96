// ValidateCallerIdExt: decides on a vendor's raw result for the call whose caller ID this session
// (or its engagement) last validated. The vendor API version must be the original query's.
//
// raw_data is the raw result of the built-in vendor, as JSON:
//   {"trust_indicator": 0.0-1.0, "risk"?: 0-100, "reliability"?: 0-100}
// risk defaults to (1 - trust_indicator) x 100 and reliability to the original result's.
// The result becomes a decision factor of the context's session (it supersedes the original).
import { recordCallerIdFactor } from '../../decisions/index.js';
import { Violations, failedPrecondition, unimplemented } from '../../rpc/errors.js';
import type { ValidateCallerIdExtResult } from '../../../generated/proto/nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdExtResult.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { decide } from '../analysis.js';
import type { Ctx } from '../deps.js';
import { latestValidation } from '../validations.store.js';
import { readUniqueId } from '../wire.js';
import { maxChars } from '../../../shared/rpc/limits.js';

export const validateCallerIdExt =
  (ctx: Ctx): RpcHandler<'callerIdProcessor', 'ValidateCallerIdExt'> =>
  async (req, call): Reply<'callerIdProcessor', 'ValidateCallerIdExt'> => {
    const { scopeId, engagementId, sessionId, configsetId } = call.context;
    const v = new Violations();
    const version: string = typeof req.version === 'string' ? req.version : '';
    const rawData: string = typeof req.raw_data === 'string' ? req.raw_data : '';
    if (!version) v.missing('version');
    if (!rawData) v.missing('raw_data');
    else if (rawData.length > maxChars('raw_data'))
      v.add('raw_data', `must be at most ${maxChars('raw_data')} characters`, 'TOO_LONG');
    readUniqueId(v, 'gk_person_id', req.gk_person_id);
    v.throwIfAny();

    const original = await latestValidation(ctx.db, scopeId, engagementId as string, sessionId as string);
    if (!original)
      throw failedPrecondition(
        'no earlier ValidateCallerId or ProcessPreAnswer result in this session or engagement to extend',
      );
    if (version !== original.api_version) {
      throw unimplemented(
        `vendor API version "${version}" is not implemented: the original query used "${original.api_version}"`,
      );
    }
    const raw = parseRawData(rawData);
    const cfg = await ctx.config(ctx.db, scopeId, configsetId);
    const { decision, reason } = decide(raw.trust, cfg.callerId);
    const originalReliability = (original.result as { risk_engine_result?: { reliability?: { value?: number } } })
      .risk_engine_result?.reliability?.value;
    const result = {
      vendor_data: { trust_indicator: { value: raw.trust } },
      risk_engine_result: {
        risk: { value: raw.risk ?? Math.round((1 - raw.trust) * 100) },
        reliability: { value: raw.reliability ?? originalReliability ?? 50 },
      },
      decision,
      decision_reason: reason,
    } satisfies ValidateCallerIdExtResult;
    await ctx.db.tx((q) =>
      recordCallerIdFactor(q, {
        scopeId,
        gkSessionId: sessionId as string,
        gkEngagementId: engagementId,
        kind: 'callerid_validation',
        result,
        configsetId,
        detail: { source: 'validation-ext', reference_id: original.reference_id, version },
        at: ctx.clock.now(),
      }),
    );
    return { result };
  };

function parseRawData(text: string): { trust: number; risk?: number; reliability?: number } {
  const v = new Violations();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    v.add(
      'raw_data',
      'must be JSON: {"trust_indicator": 0..1, "risk"?: 0..100, "reliability"?: 0..100}',
      'INVALID_FORMAT',
    ).throwIfAny();
  }
  const o = (parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}) as Record<string, unknown>;
  const num = (k: string, max: number, required: boolean): number | undefined => {
    const x = o[k];
    if (x === undefined && !required) return undefined;
    if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > max) {
      v.add(
        `raw_data.${k}`,
        `must be a number from 0 to ${max}`,
        x === undefined ? 'MANDATORY_FIELD_MISSING' : 'OUT_OF_RANGE',
      );
      return undefined;
    }
    return x;
  };
  const trust = num('trust_indicator', 1, true);
  const risk = num('risk', 100, false);
  const reliability = num('reliability', 100, false);
  v.throwIfAny();
  return {
    trust: trust as number,
    ...(risk !== undefined ? { risk: Math.round(risk) } : {}),
    ...(reliability !== undefined ? { reliability: Math.round(reliability) } : {}),
  };
}

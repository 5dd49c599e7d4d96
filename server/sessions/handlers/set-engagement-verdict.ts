// SetEngagementVerdict: records the analyst's verdict (analyst = the calling client, time = now).
// A FRAUD verdict with reset_enroll_attributes_on_fraud also runs the enrollment-reset hooks
// (voiceprint enrollments and consents) in the same transaction.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { begin, targetId } from '../deps.js';
import { setVerdict, setVerdictWithExpiry, type Verdict } from '../engagements.store.js';
import { VERDICTS, enumValue } from '../sessions.domain.js';

const INT64_RE = /^-?\d{1,19}$/;

export const setEngagementVerdict =
  (ctx: Ctx): RpcHandler<'sessions', 'SetEngagementVerdict'> =>
  async (req, call): Reply<'sessions', 'SetEngagementVerdict'> => {
    const id = targetId('gk_engagement_id', req.gk_engagement_id, call.context.engagementId);
    const v = new Violations();
    const verdict = enumValue(v, 'verdict', req.verdict, VERDICTS);
    if (!verdict && !v.size) v.missing('verdict');
    const amountRaw = req.amount?.value;
    const amount = amountRaw === undefined || amountRaw === null ? null : String(amountRaw);
    if (
      amount !== null &&
      (!INT64_RE.test(amount) || BigInt(amount) > 2n ** 63n - 1n || BigInt(amount) < -(2n ** 63n))
    ) {
      v.add('amount', 'must be a 64-bit integer', 'OUT_OF_RANGE', amount);
    }
    if (req.description !== undefined && req.description !== null && typeof req.description !== 'string') {
      v.add('description', 'must be a string', 'INVALID_FORMAT');
    }
    v.throwIfAny();
    const { scopeId } = call.context;
    const reset = req.reset_enroll_attributes_on_fraud === true && verdict === 'ENGAGEMENT_VERDICT_FRAUD';
    const verdictAt = (at: Date): Verdict => ({
      verdict: verdict as string,
      description: req.description || null,
      amount,
      analystId: call.principal.clientId,
      at,
      resetEnroll: reset,
    });
    // With the scope's timeouts known (fixed, or kept with their version) and no hooks to run, the
    // engagement's expiry and the verdict go as one statement; otherwise (or when the kept
    // timeouts are no longer in force) as begin and the verdict in a transaction.
    const { kept } = ctx.timeoutsFor;
    const known = reset ? undefined : kept ? kept(scopeId) : { t: await ctx.timeoutsFor(scopeId), version: undefined };
    if (known) {
      const r = await setVerdictWithExpiry(ctx.db, scopeId, id, verdictAt(ctx.clock.now()), known.t, known.version);
      if (r.applied && !r.found) throw notFound(`engagement ${id} not found`);
      if (r.applied) return {};
    }
    return ctx.db.tx(async (q) => {
      const { now } = await begin(q, ctx, scopeId, { engagementId: id });
      const found = await setVerdict(q, scopeId, id, verdictAt(now));
      if (!found) throw notFound(`engagement ${id} not found`);
      if (reset) for (const hook of ctx.onFraudReset) await hook(q, scopeId, id);
      return {};
    });
  };

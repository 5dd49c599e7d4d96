// OptPersonIn: records the person's consent to voice biometrics. Refused (FAILED_PRECONDITION)
// while the waiting period of their last opt-out (days_for_opt_in) runs.
import { Violations, failedPrecondition } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { consentAgent } from '../consent.store.js';
import { mustGetOwner, type EntitiesCtx } from '../deps.js';
import { recordConsent } from '../owners.store.js';
import { readId } from '../wire.js';

export const optPersonIn =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'OptPersonIn'> =>
  async (req, call): Reply<'entities', 'OptPersonIn'> => {
    const v = new Violations();
    const id = readId(v, 'gk_person_id', req.gk_person_id);
    v.throwIfAny();
    await ctx.db.tx(async (q) => {
      const row = await mustGetOwner(q, call.context.scopeId, 'person', id, true);
      const now = ctx.clock.now();
      if (row.consent_status === 'CONSENT_STATUS_OPTED_OUT' && row.opt_in_not_before && row.opt_in_not_before > now)
        throw failedPrecondition(
          `person ${id} opted out with a waiting period (days_for_opt_in): they may opt in from ${row.opt_in_not_before.toISOString()}`,
        );
      await recordConsent(q, row, {
        status: 'CONSENT_STATUS_OPTED_IN',
        agentId: await consentAgent(q, call),
        reason: null,
        optInNotBefore: null,
        printsDeleted: 0,
        now,
      });
    });
    return {};
  };

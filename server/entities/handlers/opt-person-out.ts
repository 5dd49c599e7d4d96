// OptPersonOut: records the person's refusal of voice biometrics (who, when, why, and how long
// before they may opt in again) and deletes their voiceprint profiles, in one transaction. While
// opted out, nothing may create or train a print for them (consent.ts).
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readText } from '../../rpc/wire-values.js';
import { maxChars } from '../../../shared/rpc/limits.js';
import { consentAgent } from '../consent.store.js';
import { mustGetOwner, type EntitiesCtx } from '../deps.js';
import { deleteOwnerPrints, recordConsent } from '../owners.store.js';
import { MAX_DAYS_FOR_OPT_IN, readId } from '../wire.js';

export const optPersonOut =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'OptPersonOut'> =>
  async (req, call): Reply<'entities', 'OptPersonOut'> => {
    const v = new Violations();
    const id = readId(v, 'gk_person_id', req.gk_person_id);
    const reason = readText(v, 'reason', req.reason, maxChars('reason')) ?? null;
    const days = req.days_for_opt_in ? (req.days_for_opt_in.value ?? 0) : undefined;
    if (days !== undefined && (!Number.isInteger(days) || days < 0 || days > MAX_DAYS_FOR_OPT_IN))
      v.add('days_for_opt_in', `must be between 0 and ${MAX_DAYS_FOR_OPT_IN}`, 'OUT_OF_RANGE', String(days));
    v.throwIfAny();
    const { scopeId } = call.context;
    await ctx.db.tx(async (q) => {
      const row = await mustGetOwner(q, scopeId, 'person', id, true);
      const now = ctx.clock.now();
      const prints = await deleteOwnerPrints(q, id);
      await recordConsent(q, row, {
        status: 'CONSENT_STATUS_OPTED_OUT',
        agentId: await consentAgent(q, call),
        reason,
        optInNotBefore: days ? new Date(now.getTime() + days * 86_400_000) : null,
        printsDeleted: prints.length,
        now,
      });
    });
    return {};
  };

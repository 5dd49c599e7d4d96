// LockVoiceprintProfile: a manual lock by the caller (locked_by is the token's client ID) with an
// optional reason; locking a locked profile updates the reason. See lock.ts for the transitions.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { mustGetProfile } from '../deps.js';
import { lockProfile } from '../lock.store.js';
import { MAX_REASON, readText, requireUniqueId } from '../wire.js';

export const lockVoiceprintProfile =
  (ctx: Ctx): RpcHandler<'voiceprints', 'LockVoiceprintProfile'> =>
  async (req, call): Reply<'voiceprints', 'LockVoiceprintProfile'> => {
    const v = new Violations();
    const id = requireUniqueId(v, 'gk_voiceprint_profile_id', req.gk_voiceprint_profile_id);
    const reason = readText(v, 'reason', req.reason, MAX_REASON);
    v.throwIfAny();
    return ctx.db.tx(async (q) => {
      await mustGetProfile(q, call.context.scopeId, { id }, true);
      await lockProfile(q, id, { lockedBy: call.principal.clientId, reason }, ctx.clock.now());
      return {};
    });
  };

// UnlockVoiceprintProfile: unlocks (manual or automatic lock) and resets the mismatch counter.
// Unlocking an unlocked profile succeeds and still resets the counter.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { mustGetProfile, requireProfileId } from '../deps.js';
import { unlockProfile } from '../lock.store.js';

export const unlockVoiceprintProfile =
  (ctx: Ctx): RpcHandler<'voiceprints', 'UnlockVoiceprintProfile'> =>
  async (req, call): Reply<'voiceprints', 'UnlockVoiceprintProfile'> => {
    const id = requireProfileId(req);
    return ctx.db.tx(async (q) => {
      await mustGetProfile(q, call.context.scopeId, { id }, true);
      await unlockProfile(q, id, ctx.clock.now());
      return {};
    });
  };

// UnlockVoiceprintProfile: unlocks (manual or automatic lock) and resets the mismatch counter.
// Unlocking an unlocked profile succeeds and still resets the counter.
import type { MethodHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { mustGetProfile, requireProfileId } from '../deps.js';
import { unlockProfile } from '../lock.js';

export const unlockVoiceprintProfile =
  (ctx: Ctx): MethodHandler =>
  async (req, call) => {
    const id = requireProfileId(req);
    return ctx.db.tx(async (q) => {
      await mustGetProfile(q, call.context.scopeId, { id }, true);
      await unlockProfile(q, id, ctx.clock.now());
      return {};
    });
  };

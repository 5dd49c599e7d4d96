// DeleteVoiceprintProfile: removes the profile and all its data (enrollment segments included).
// The owner stays. The optional reason is logged with the caller's identity.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { mustGetProfile } from '../deps.js';
import { deleteProfile } from '../profiles.store.js';
import { MAX_REASON, readText, requireUniqueId } from '../wire.js';

export const deleteVoiceprintProfile =
  (ctx: Ctx): RpcHandler<'voiceprints', 'DeleteVoiceprintProfile'> =>
  async (req, call): Reply<'voiceprints', 'DeleteVoiceprintProfile'> => {
    const v = new Violations();
    const id = requireUniqueId(v, 'gk_voiceprint_profile_id', req.gk_voiceprint_profile_id);
    const reason = readText(v, 'reason', req.reason, MAX_REASON);
    v.throwIfAny();
    await ctx.db.tx(async (q) => {
      await mustGetProfile(q, call.context.scopeId, { id }, true);
      await deleteProfile(q, id);
    });
    call.log.info('voiceprint profile deleted', { profile: id, by: call.principal.clientId, reason: reason ?? '' });
    return {};
  };

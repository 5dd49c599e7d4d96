// GetGkVoiceprintProfileId: the profile ID of an owner and tag. With an empty tag the seed says
// "all IDs", but the response has a single (non-repeated) gk_voiceprint_profile_id: it carries the
// owner's oldest profile (creation order), the one a client that knows no tag would mean.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx, OwnerAndTag } from '../deps.js';
import { mustGetOwner, mustGetProfile, readOwnerAndTag } from '../deps.js';
import { listProfileIds } from '../profiles.store.js';
import { uid } from '../wire.js';

export const getGkVoiceprintProfileId =
  (ctx: Ctx): RpcHandler<'voiceprints', 'GetGkVoiceprintProfileId'> =>
  async (req, call): Reply<'voiceprints', 'GetGkVoiceprintProfileId'> => {
    const v = new Violations();
    const owner = readOwnerAndTag(v, 'owner', req.owner, { tagRequired: false });
    v.throwIfAny();
    const o = owner as OwnerAndTag;
    const { scopeId } = call.context;
    if (o.tag) {
      const row = await mustGetProfile(ctx.db, scopeId, o);
      return { gk_voiceprint_profile_id: uid(row.gk_voiceprint_profile_id) };
    }
    const ownerRow = await mustGetOwner(ctx.db, scopeId, o.ref);
    const ids = await listProfileIds(ctx.db, scopeId, ownerRow.gk_owner_id);
    if (!ids[0]) throw notFound('the owner has no voiceprint profile');
    return { gk_voiceprint_profile_id: uid(ids[0]) };
  };

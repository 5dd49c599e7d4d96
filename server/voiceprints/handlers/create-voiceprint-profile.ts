// CreateVoiceprintProfile: a new untrained, unlocked profile for an owner and tag. An owner named
// by its external ID (person_id / fraudster_id) is created if needed; one named by Gatekeeper ID
// must exist. A second profile with the same owner and tag is ALREADY_EXISTS.
import { Violations, alreadyExists } from '../../rpc/errors.js';
import { assertConsentForPrints } from '../../entities/index.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { mustGetOwner, readOwnerAndTag } from '../deps.js';
import { parseFieldMask } from '../../rpc/field-mask.js';
import { insertProfile } from '../profiles.store.js';
import { PROFILE_WRITE_FIELDS } from '../read.js';
import { readCustomData, uid } from '../wire.js';

export const createVoiceprintProfile =
  (ctx: Ctx): RpcHandler<'voiceprints', 'CreateVoiceprintProfile'> =>
  async (req, call): Reply<'voiceprints', 'CreateVoiceprintProfile'> => {
    const v = new Violations();
    const owner = readOwnerAndTag(v, 'owner', req.owner, { tagRequired: true });
    const mask = parseFieldMask(v, req.field_mask, PROFILE_WRITE_FIELDS);
    // Without a mask the fields present are set; with one, exactly the named fields.
    const customData =
      !mask || mask.has('custom_data') ? readCustomData(v, 'details.custom_data', req.details?.custom_data) : {};
    v.throwIfAny();
    const { scopeId } = call.context;
    return ctx.db.tx(async (q) => {
      const now = ctx.clock.now();
      const o = owner as NonNullable<typeof owner>;
      const row = await mustGetOwner(q, scopeId, o.ref, { create: now });
      await assertConsentForPrints(q, { ownerId: row.gk_owner_id });
      const id = await insertProfile(q, {
        scopeId,
        ownerId: row.gk_owner_id,
        ownerType: row.owner_type,
        tag: o.tag,
        customData,
        now,
      });
      if (!id) throw alreadyExists(`the owner already has a voiceprint profile with tag "${o.tag}"`);
      return { gk_voiceprint_profile_id: uid(id) };
    });
  };

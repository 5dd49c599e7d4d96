// UpdateVoiceprintProfileDetails: sets the fields field_mask names (custom_data is the only
// writable one); a named field absent from details is cleared.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx, ProfileTarget } from '../deps.js';
import { mustGetProfile, readProfileTarget } from '../deps.js';
import { parseFieldMask } from '../../rpc/field-mask.js';
import { setCustomData } from '../profiles.store.js';
import { PROFILE_WRITE_FIELDS } from '../read.js';
import { readCustomData } from '../wire.js';

export const updateVoiceprintProfileDetails =
  (ctx: Ctx): RpcHandler<'voiceprints', 'UpdateVoiceprintProfileDetails'> =>
  async (req, call): Reply<'voiceprints', 'UpdateVoiceprintProfileDetails'> => {
    const v = new Violations();
    const target = readProfileTarget(v, req);
    if (!req.details) v.missing('details');
    const mask = parseFieldMask(v, req.field_mask, PROFILE_WRITE_FIELDS, { required: true });
    const customData = mask?.has('custom_data')
      ? readCustomData(v, 'details.custom_data', req.details?.custom_data)
      : undefined;
    v.throwIfAny();
    return ctx.db.tx(async (q) => {
      const row = await mustGetProfile(q, call.context.scopeId, target as ProfileTarget, true);
      if (customData) await setCustomData(q, row.gk_voiceprint_profile_id, customData, ctx.clock.now());
      return {};
    });
  };

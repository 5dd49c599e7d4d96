// GetVoiceprintProfileDetails: a profile named by ID or by owner and tag; field_mask selects the
// fields returned (absent: all). The lock reads as it stands now (a lapsed auto-lock is unlocked).
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx, ProfileTarget } from '../deps.js';
import { mustGetProfile, readProfileTarget } from '../deps.js';
import { applyReadMask, parseFieldMask } from '../../rpc/field-mask.js';
import { PROFILE_READ_FIELDS, profileToRead } from '../read.js';

export const getVoiceprintProfileDetails =
  (ctx: Ctx): RpcHandler<'voiceprints', 'GetVoiceprintProfileDetails'> =>
  async (req, call): Reply<'voiceprints', 'GetVoiceprintProfileDetails'> => {
    const v = new Violations();
    const target = readProfileTarget(v, req);
    const mask = parseFieldMask(v, req.field_mask, PROFILE_READ_FIELDS);
    v.throwIfAny();
    const row = await mustGetProfile(ctx.db, call.context.scopeId, target as ProfileTarget);
    return { details: applyReadMask(profileToRead(row, ctx.clock.now()), mask) };
  };

// RemoveEnrollmentSegment: removes one segment (named by its processed audio). When the current
// template was built from it, the profile is retrained from the segments left (version + 1,
// status by count) or, with none left, becomes untrained (see enrollment.ts).
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { mustGetProfile } from '../deps.js';
import { removeEnrollmentSegment as removeSegment } from '../enrollment.store.js';
import { requireUniqueId } from '../wire.js';

export const removeEnrollmentSegment =
  (ctx: Ctx): RpcHandler<'voiceprints', 'RemoveEnrollmentSegment'> =>
  async (req, call): Reply<'voiceprints', 'RemoveEnrollmentSegment'> => {
    const v = new Violations();
    const id = requireUniqueId(v, 'gk_voiceprint_profile_id', req.gk_voiceprint_profile_id);
    const audioId = requireUniqueId(v, 'gk_processed_audio_id', req.gk_processed_audio_id);
    v.throwIfAny();
    return ctx.db.tx(async (q) => {
      await mustGetProfile(q, call.context.scopeId, { id }, true);
      if (!(await removeSegment(q, id, audioId, ctx.clock.now()))) {
        throw notFound(`voiceprint profile ${id} has no enrollment segment ${audioId}`);
      }
      return {};
    });
  };

// ListEnrollmentSegments: a profile's segments, oldest first; used_for_train false marks the ones
// added after the last train.
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { mustGetProfile, requireProfileId } from '../deps.js';
import { listEnrollmentSegments as listSegments } from '../enrollment.store.js';
import { segmentToRead } from '../read.js';

export const listEnrollmentSegments =
  (ctx: Ctx): RpcHandler<'voiceprints', 'ListEnrollmentSegments'> =>
  async (req, call): Reply<'voiceprints', 'ListEnrollmentSegments'> => {
    const id = requireProfileId(req);
    await mustGetProfile(ctx.db, call.context.scopeId, { id });
    const rows = await listSegments(ctx.db, id);
    return { enrollment_segments_details: rows.map(segmentToRead) };
  };

// DeleteMediaSegment: removes the segment, its processed audio (cascade) and, when no other segment
// shares it, its audio file. Refused (PERMISSION_DENIED) for live media, media used for enrollment,
// media shared in the data share and media under legal hold.
import { Violations, permissionDenied } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import type { AudioCtx } from '../deps.js';
import { mustGetSegment } from '../deps.js';
import { deleteSegment, usedForEnrollment } from '../media.store.js';

export const deleteMediaSegment =
  (ctx: AudioCtx): RpcHandler<'audio', 'DeleteMediaSegment'> =>
  async (req, call): Reply<'audio', 'DeleteMediaSegment'> => {
    const v = new Violations();
    const id = readUniqueId(v, 'gk_media_segment_id', req.gk_media_segment_id);
    if (!id && !v.size) v.missing('gk_media_segment_id');
    v.throwIfAny();
    const { scopeId } = call.context;
    return ctx.db.tx(async (q) => {
      const row = await mustGetSegment(q, scopeId, id!, true);
      if (row.is_live) throw permissionDenied(`media segment ${id} is live media and cannot be deleted`);
      if (await usedForEnrollment(q, scopeId, id!))
        throw permissionDenied(`media segment ${id} is used for voiceprint enrollment and cannot be deleted`);
      if (row.shared_in_data_share)
        throw permissionDenied(`media segment ${id} is shared in the data share and cannot be deleted`);
      if (row.legal_hold) throw permissionDenied(`media segment ${id} is under legal hold and cannot be deleted`);
      await deleteSegment(q, id!);
      if (row.audio_sha256) await ctx.files.releaseIfUnused(q, row.audio_sha256);
      return {};
    });
  };

// UpdateMediaSegmentDetails: sets the masked fields of MediaSegmentDetailsForWrite (gk_person_id,
// legal_hold, custom_data); a masked field absent from details is cleared.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { parseFieldMask } from '../../rpc/field-mask.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import type { AudioCtx } from '../deps.js';
import { mustGetSegment } from '../deps.js';
import { updateSegmentDetails } from '../media.store.js';
import { MEDIA_WRITE_FIELDS, segmentPatchFrom } from '../wire.js';

export const updateMediaSegmentDetails =
  (ctx: AudioCtx): RpcHandler<'audio', 'UpdateMediaSegmentDetails'> =>
  async (req, call): Reply<'audio', 'UpdateMediaSegmentDetails'> => {
    const v = new Violations();
    const id = readUniqueId(v, 'gk_media_segment_id', req.gk_media_segment_id);
    if (!id && !v.size) v.missing('gk_media_segment_id');
    if (!req.details) v.missing('details');
    const mask = parseFieldMask(v, req.field_mask, MEDIA_WRITE_FIELDS, { required: true });
    const patch = mask ? segmentPatchFrom(v, req.details ?? {}, mask) : {};
    v.throwIfAny();
    return ctx.db.tx(async (q) => {
      await mustGetSegment(q, call.context.scopeId, id!, true);
      await updateSegmentDetails(q, id!, patch, ctx.clock.now());
      return {};
    });
  };

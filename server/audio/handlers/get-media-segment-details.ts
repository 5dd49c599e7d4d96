// GetMediaSegmentDetails: the segment's details, limited to the fields the mask names.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { applyReadMask, parseFieldMask } from '../../rpc/field-mask.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import type { AudioCtx } from '../deps.js';
import { mustGetSegment } from '../deps.js';
import { MEDIA_READ_FIELDS, segmentToRead } from '../wire.js';

export const getMediaSegmentDetails =
  (ctx: AudioCtx): RpcHandler<'audio', 'GetMediaSegmentDetails'> =>
  async (req, call): Reply<'audio', 'GetMediaSegmentDetails'> => {
    const v = new Violations();
    const id = readUniqueId(v, 'gk_media_segment_id', req.gk_media_segment_id);
    if (!id && !v.size) v.missing('gk_media_segment_id');
    const mask = parseFieldMask(v, req.field_mask, MEDIA_READ_FIELDS);
    v.throwIfAny();
    const row = await mustGetSegment(ctx.db, call.context.scopeId, id!);
    return { details: applyReadMask(segmentToRead(row), mask) };
  };

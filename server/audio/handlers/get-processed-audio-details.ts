// GetProcessedAudioDetails: what was measured on one channel of a segment, and the segment's ID.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { applyReadMask, parseFieldMask } from '../../rpc/field-mask.js';
import { readUniqueId, uid } from '../../rpc/wire-values.js';
import type { AudioCtx } from '../deps.js';
import { mustGetProcessed } from '../deps.js';
import { PROCESSED_READ_FIELDS, processedToRead } from '../wire.js';

export const getProcessedAudioDetails =
  (ctx: AudioCtx): RpcHandler<'audio', 'GetProcessedAudioDetails'> =>
  async (req, call): Reply<'audio', 'GetProcessedAudioDetails'> => {
    const v = new Violations();
    const id = readUniqueId(v, 'gk_processed_audio_id', req.gk_processed_audio_id);
    if (!id && !v.size) v.missing('gk_processed_audio_id');
    const mask = parseFieldMask(v, req.field_mask, PROCESSED_READ_FIELDS);
    v.throwIfAny();
    const row = await mustGetProcessed(ctx.db, call.context.scopeId, id!);
    return { details: applyReadMask(processedToRead(row), mask), gk_media_segment_id: uid(row.gk_media_segment_id) };
  };

// UpdateProcessedAudioDetails: sets the masked fields of ProcessedAudioDetailsForWrite
// (actual_language, custom_data); a masked field absent from details is cleared.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { parseFieldMask } from '../../rpc/field-mask.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import type { AudioCtx } from '../deps.js';
import { mustGetProcessed } from '../deps.js';
import { updateProcessedDetails } from '../media.store.js';
import { PROCESSED_WRITE_FIELDS, processedPatchFrom } from '../wire.js';

export const updateProcessedAudioDetails =
  (ctx: AudioCtx): RpcHandler<'audio', 'UpdateProcessedAudioDetails'> =>
  async (req, call): Reply<'audio', 'UpdateProcessedAudioDetails'> => {
    const v = new Violations();
    const id = readUniqueId(v, 'gk_processed_audio_id', req.gk_processed_audio_id);
    if (!id && !v.size) v.missing('gk_processed_audio_id');
    if (!req.details) v.missing('details');
    const mask = parseFieldMask(v, req.field_mask, PROCESSED_WRITE_FIELDS, { required: true });
    const patch = mask ? processedPatchFrom(v, req.details ?? {}, mask) : {};
    v.throwIfAny();
    return ctx.db.tx(async (q) => {
      await mustGetProcessed(q, call.context.scopeId, id!, true);
      await updateProcessedDetails(q, id!, patch, ctx.clock.now());
      return {};
    });
  };

// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { ProcessedAudioDetailsForRead as _nuance_biosec_v1_audio_ProcessedAudioDetailsForRead, ProcessedAudioDetailsForRead__Output as _nuance_biosec_v1_audio_ProcessedAudioDetailsForRead__Output } from '../../../../nuance/biosec/v1/audio/ProcessedAudioDetailsForRead';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of GetProcessedAudioDetails.
 */
export interface GetProcessedAudioDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_audio_ProcessedAudioDetailsForRead | null);
  /**
   * Media segment the processed audio was derived from.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of GetProcessedAudioDetails.
 */
export interface GetProcessedAudioDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_audio_ProcessedAudioDetailsForRead__Output);
  /**
   * Media segment the processed audio was derived from.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

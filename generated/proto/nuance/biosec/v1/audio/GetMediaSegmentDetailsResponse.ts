// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { MediaSegmentDetailsForRead as _nuance_biosec_v1_audio_MediaSegmentDetailsForRead, MediaSegmentDetailsForRead__Output as _nuance_biosec_v1_audio_MediaSegmentDetailsForRead__Output } from '../../../../nuance/biosec/v1/audio/MediaSegmentDetailsForRead';

/**
 * Output of GetMediaSegmentDetails.
 */
export interface GetMediaSegmentDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_audio_MediaSegmentDetailsForRead | null);
}

/**
 * Output of GetMediaSegmentDetails.
 */
export interface GetMediaSegmentDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_audio_MediaSegmentDetailsForRead__Output);
}

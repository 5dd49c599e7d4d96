// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of GetUploadUrl.
 */
export interface GetUploadUrlResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Temporary address to upload the audio to.
   */
  'media_upload_url'?: (string);
  /**
   * ID of the new media segment.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of GetUploadUrl.
 */
export interface GetUploadUrlResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Temporary address to upload the audio to.
   */
  'media_upload_url'?: (string);
  /**
   * ID of the new media segment.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of GetDownloadUrl.
 */
export interface GetDownloadUrlResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Temporary address of playable, unencrypted audio.
   */
  'media_download_url'?: (string);
}

/**
 * Output of GetDownloadUrl.
 */
export interface GetDownloadUrlResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Temporary address of playable, unencrypted audio.
   */
  'media_download_url'?: (string);
}

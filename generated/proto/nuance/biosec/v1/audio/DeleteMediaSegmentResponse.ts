// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of DeleteMediaSegment.
 */
export interface DeleteMediaSegmentResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of DeleteMediaSegment.
 */
export interface DeleteMediaSegmentResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
}

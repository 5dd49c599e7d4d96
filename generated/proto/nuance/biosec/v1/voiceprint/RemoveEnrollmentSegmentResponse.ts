// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of RemoveEnrollmentSegment.
 */
export interface RemoveEnrollmentSegmentResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of RemoveEnrollmentSegment.
 */
export interface RemoveEnrollmentSegmentResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
}

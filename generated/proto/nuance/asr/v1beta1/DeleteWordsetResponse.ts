// Original file: protos/nuance/asr/v1beta1/training.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../nuance/rpc/Status';

/**
 * Output of DeleteWordset.
 */
export interface DeleteWordsetResponse {
  /**
   * Outcome of the call.
   */
  'request_status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of DeleteWordset.
 */
export interface DeleteWordsetResponse__Output {
  /**
   * Outcome of the call.
   */
  'request_status'?: (_nuance_rpc_Status__Output);
}

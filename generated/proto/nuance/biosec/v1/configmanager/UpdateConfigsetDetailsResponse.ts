// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of UpdateConfigsetDetails.
 */
export interface UpdateConfigsetDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of UpdateConfigsetDetails.
 */
export interface UpdateConfigsetDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
}

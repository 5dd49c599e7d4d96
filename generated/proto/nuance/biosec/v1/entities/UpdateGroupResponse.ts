// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of UpdateGroup.
 */
export interface UpdateGroupResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of UpdateGroup.
 */
export interface UpdateGroupResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
}

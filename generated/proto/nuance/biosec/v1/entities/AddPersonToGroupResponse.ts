// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of AddPersonToGroup.
 */
export interface AddPersonToGroupResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of AddPersonToGroup.
 */
export interface AddPersonToGroupResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
}

// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of RemovePersonsFromGroup.
 */
export interface RemovePersonsFromGroupResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of RemovePersonsFromGroup.
 */
export interface RemovePersonsFromGroupResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
}

// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of IsPersonInGroup.
 */
export interface IsPersonInGroupResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * True when the person is a member of the group.
   */
  'is_in_group'?: (boolean);
}

/**
 * Output of IsPersonInGroup.
 */
export interface IsPersonInGroupResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * True when the person is a member of the group.
   */
  'is_in_group'?: (boolean);
}

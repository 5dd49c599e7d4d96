// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of CreateGroup.
 */
export interface CreateGroupResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * ID of the new group.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of CreateGroup.
 */
export interface CreateGroupResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * ID of the new group.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

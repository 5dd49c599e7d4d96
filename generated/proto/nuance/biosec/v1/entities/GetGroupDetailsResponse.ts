// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { GroupDetailsForRead as _nuance_biosec_v1_entities_GroupDetailsForRead, GroupDetailsForRead__Output as _nuance_biosec_v1_entities_GroupDetailsForRead__Output } from '../../../../nuance/biosec/v1/entities/GroupDetailsForRead';

/**
 * Output of GetGroupDetails.
 */
export interface GetGroupDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_entities_GroupDetailsForRead | null);
}

/**
 * Output of GetGroupDetails.
 */
export interface GetGroupDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_entities_GroupDetailsForRead__Output);
}

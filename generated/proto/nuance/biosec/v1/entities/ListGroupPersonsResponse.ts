// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of ListGroupPersons.
 */
export interface ListGroupPersonsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The members of the group.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId)[];
}

/**
 * Output of ListGroupPersons.
 */
export interface ListGroupPersonsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The members of the group.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output)[];
}

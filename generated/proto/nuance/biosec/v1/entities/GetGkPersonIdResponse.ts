// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of GetGkPersonId.
 */
export interface GetGkPersonIdResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Gatekeeper ID of that person.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of GetGkPersonId.
 */
export interface GetGkPersonIdResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Gatekeeper ID of that person.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

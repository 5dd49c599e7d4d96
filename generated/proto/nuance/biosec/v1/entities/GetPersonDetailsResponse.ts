// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { PersonDetailsForRead as _nuance_biosec_v1_entities_PersonDetailsForRead, PersonDetailsForRead__Output as _nuance_biosec_v1_entities_PersonDetailsForRead__Output } from '../../../../nuance/biosec/v1/entities/PersonDetailsForRead';

/**
 * Output of GetPersonDetails.
 */
export interface GetPersonDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_entities_PersonDetailsForRead | null);
}

/**
 * Output of GetPersonDetails.
 */
export interface GetPersonDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_entities_PersonDetailsForRead__Output);
}

// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { FraudsterDetailsForRead as _nuance_biosec_v1_entities_FraudsterDetailsForRead, FraudsterDetailsForRead__Output as _nuance_biosec_v1_entities_FraudsterDetailsForRead__Output } from '../../../../nuance/biosec/v1/entities/FraudsterDetailsForRead';

/**
 * Output of GetFraudsterDetails.
 */
export interface GetFraudsterDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_entities_FraudsterDetailsForRead | null);
}

/**
 * Output of GetFraudsterDetails.
 */
export interface GetFraudsterDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_entities_FraudsterDetailsForRead__Output);
}

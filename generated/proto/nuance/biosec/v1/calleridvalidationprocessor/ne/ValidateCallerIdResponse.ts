// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../../nuance/rpc/Status';
import type { ValidateCallerIdResult as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResult, ValidateCallerIdResult__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResult__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdResult';

/**
 * Output of ValidateCallerId.
 */
export interface ValidateCallerIdResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Reference for re-reading this result later.
   */
  'reference_id'?: (string);
  /**
   * The validation result.
   */
  'result'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResult | null);
}

/**
 * Output of ValidateCallerId.
 */
export interface ValidateCallerIdResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Reference for re-reading this result later.
   */
  'reference_id'?: (string);
  /**
   * The validation result.
   */
  'result'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResult__Output);
}

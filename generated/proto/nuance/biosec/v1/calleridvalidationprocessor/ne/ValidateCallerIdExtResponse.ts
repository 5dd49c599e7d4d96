// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../../nuance/rpc/Status';
import type { ValidateCallerIdExtResult as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResult, ValidateCallerIdExtResult__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResult__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdExtResult';

/**
 * Output of ValidateCallerIdExt.
 */
export interface ValidateCallerIdExtResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The validation result.
   */
  'result'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResult | null);
}

/**
 * Output of ValidateCallerIdExt.
 */
export interface ValidateCallerIdExtResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The validation result.
   */
  'result'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResult__Output);
}

// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../../nuance/biosec/v1/Context';
import type { CallerIdData as _nuance_biosec_v1_calleridvalidationprocessor_ne_CallerIdData, CallerIdData__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_CallerIdData__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/CallerIdData';

/**
 * Input of ValidateCallerId.
 */
export interface ValidateCallerIdRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Reference of an earlier validation.
   */
  'reference_id'?: (string);
  /**
   * Data of the call to validate.
   */
  'caller_id_data'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_CallerIdData | null);
  /**
   * What to validate (mandatory, one form).
   */
  'Data'?: "reference_id"|"caller_id_data";
}

/**
 * Input of ValidateCallerId.
 */
export interface ValidateCallerIdRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Reference of an earlier validation.
   */
  'reference_id'?: (string);
  /**
   * Data of the call to validate.
   */
  'caller_id_data'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_CallerIdData__Output);
  /**
   * What to validate (mandatory, one form).
   */
  'Data'?: "reference_id"|"caller_id_data";
}

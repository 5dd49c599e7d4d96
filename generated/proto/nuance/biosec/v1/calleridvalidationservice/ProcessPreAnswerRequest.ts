// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_validation_service_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { CallerIdData as _nuance_biosec_v1_calleridvalidationservice_CallerIdData, CallerIdData__Output as _nuance_biosec_v1_calleridvalidationservice_CallerIdData__Output } from '../../../../nuance/biosec/v1/calleridvalidationservice/CallerIdData';

/**
 * Input of ProcessPreAnswer.
 */
export interface ProcessPreAnswerRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id optional, gk_session_id
   * optional, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Data of the call (mandatory).
   */
  'caller_id_data'?: (_nuance_biosec_v1_calleridvalidationservice_CallerIdData | null);
  /**
   * Correlation ID given to the implicitly created engagement.
   */
  'correlation_id'?: (string);
}

/**
 * Input of ProcessPreAnswer.
 */
export interface ProcessPreAnswerRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id optional, gk_session_id
   * optional, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Data of the call (mandatory).
   */
  'caller_id_data'?: (_nuance_biosec_v1_calleridvalidationservice_CallerIdData__Output);
  /**
   * Correlation ID given to the implicitly created engagement.
   */
  'correlation_id'?: (string);
}

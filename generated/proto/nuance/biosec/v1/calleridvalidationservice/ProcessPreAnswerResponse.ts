// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_validation_service_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { ProcessPreAnswerResult as _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResult, ProcessPreAnswerResult__Output as _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResult__Output } from '../../../../nuance/biosec/v1/calleridvalidationservice/ProcessPreAnswerResult';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of ProcessPreAnswer.
 */
export interface ProcessPreAnswerResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Set to the engagement_id of the new engagement.
   */
  'reference_id'?: (string);
  /**
   * Vendor results.
   */
  'result'?: (_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResult | null);
  /**
   * ID of the new engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of ProcessPreAnswer.
 */
export interface ProcessPreAnswerResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Set to the engagement_id of the new engagement.
   */
  'reference_id'?: (string);
  /**
   * Vendor results.
   */
  'result'?: (_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResult__Output);
  /**
   * ID of the new engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

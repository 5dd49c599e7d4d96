// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_risk_assessment_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { AssessCallerIdRiskResult as _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResult, AssessCallerIdRiskResult__Output as _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResult__Output } from '../../../../nuance/biosec/v1/calleridvalidation/AssessCallerIdRiskResult';

/**
 * Output of AssessCallerIdRisk.
 */
export interface AssessCallerIdRiskResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The assessment.
   */
  'result'?: (_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResult | null);
}

/**
 * Output of AssessCallerIdRisk.
 */
export interface AssessCallerIdRiskResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The assessment.
   */
  'result'?: (_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResult__Output);
}

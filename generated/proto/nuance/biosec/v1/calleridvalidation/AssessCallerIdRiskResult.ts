// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_risk_assessment_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { CallerIdRiskLevel as _nuance_biosec_v1_CallerIdRiskLevel, CallerIdRiskLevel__Output as _nuance_biosec_v1_CallerIdRiskLevel__Output } from '../../../../nuance/biosec/v1/CallerIdRiskLevel';
import type { RiskEngineResult as _nuance_biosec_v1_RiskEngineResult, RiskEngineResult__Output as _nuance_biosec_v1_RiskEngineResult__Output } from '../../../../nuance/biosec/v1/RiskEngineResult';
import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../../../nuance/biosec/v1/Decision';
import type { DecisionReason as _nuance_biosec_v1_calleridvalidation_DecisionReason, DecisionReason__Output as _nuance_biosec_v1_calleridvalidation_DecisionReason__Output } from '../../../../nuance/biosec/v1/calleridvalidation/DecisionReason';

/**
 * Outcome of a caller ID risk assessment.
 */
export interface AssessCallerIdRiskResult {
  /**
   * Rule that decided the outcome; set only when a rule matched.
   */
  'reference_gk_callerid_rule_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Risk level from the deciding rule, or NO_RISK when none matched.
   */
  'risk_level'?: (_nuance_biosec_v1_CallerIdRiskLevel);
  /**
   * Risk engine output.
   */
  'risk_engine_result'?: (_nuance_biosec_v1_RiskEngineResult | null);
  /**
   * Resulting decision.
   */
  'decision'?: (_nuance_biosec_v1_Decision);
  /**
   * Why that decision was made.
   */
  'decision_reason'?: (_nuance_biosec_v1_calleridvalidation_DecisionReason);
}

/**
 * Outcome of a caller ID risk assessment.
 */
export interface AssessCallerIdRiskResult__Output {
  /**
   * Rule that decided the outcome; set only when a rule matched.
   */
  'reference_gk_callerid_rule_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Risk level from the deciding rule, or NO_RISK when none matched.
   */
  'risk_level'?: (_nuance_biosec_v1_CallerIdRiskLevel__Output);
  /**
   * Risk engine output.
   */
  'risk_engine_result'?: (_nuance_biosec_v1_RiskEngineResult__Output);
  /**
   * Resulting decision.
   */
  'decision'?: (_nuance_biosec_v1_Decision__Output);
  /**
   * Why that decision was made.
   */
  'decision_reason'?: (_nuance_biosec_v1_calleridvalidation_DecisionReason__Output);
}

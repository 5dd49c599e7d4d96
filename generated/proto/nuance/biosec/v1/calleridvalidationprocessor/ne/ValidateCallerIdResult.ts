// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { ProcessCallerIdResult as _nuance_biosec_v1_calleridvalidationprocessor_ne_ProcessCallerIdResult, ProcessCallerIdResult__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ProcessCallerIdResult__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/ProcessCallerIdResult';
import type { RiskEngineResult as _nuance_biosec_v1_RiskEngineResult, RiskEngineResult__Output as _nuance_biosec_v1_RiskEngineResult__Output } from '../../../../../nuance/biosec/v1/RiskEngineResult';
import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../../../../nuance/biosec/v1/Decision';
import type { DecisionReason as _nuance_biosec_v1_calleridvalidationprocessor_ne_DecisionReason, DecisionReason__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_DecisionReason__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/DecisionReason';

/**
 * Result of ValidateCallerId.
 */
export interface ValidateCallerIdResult {
  /**
   * Vendor result.
   */
  'processing_result'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_ProcessCallerIdResult | null);
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
  'decision_reason'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_DecisionReason);
}

/**
 * Result of ValidateCallerId.
 */
export interface ValidateCallerIdResult__Output {
  /**
   * Vendor result.
   */
  'processing_result'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_ProcessCallerIdResult__Output);
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
  'decision_reason'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_DecisionReason__Output);
}

// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { VendorData as _nuance_biosec_v1_calleridvalidationprocessor_ne_VendorData, VendorData__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_VendorData__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/VendorData';
import type { RiskEngineResult as _nuance_biosec_v1_RiskEngineResult, RiskEngineResult__Output as _nuance_biosec_v1_RiskEngineResult__Output } from '../../../../../nuance/biosec/v1/RiskEngineResult';
import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../../../../nuance/biosec/v1/Decision';
import type { DecisionReason as _nuance_biosec_v1_calleridvalidationprocessor_ne_DecisionReason, DecisionReason__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_DecisionReason__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/DecisionReason';

/**
 * Result of ValidateCallerIdExt.
 */
export interface ValidateCallerIdExtResult {
  /**
   * Values read from the raw vendor result.
   */
  'vendor_data'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_VendorData | null);
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
 * Result of ValidateCallerIdExt.
 */
export interface ValidateCallerIdExtResult__Output {
  /**
   * Values read from the raw vendor result.
   */
  'vendor_data'?: (_nuance_biosec_v1_calleridvalidationprocessor_ne_VendorData__Output);
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

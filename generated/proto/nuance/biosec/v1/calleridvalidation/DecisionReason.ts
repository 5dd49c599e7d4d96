// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_risk_assessment_enums.proto

/**
 * Why a caller ID risk assessment got its decision.
 */
export const DecisionReason = {
  DECISION_REASON_UNSPECIFIED: 'DECISION_REASON_UNSPECIFIED',
  DECISION_REASON_LOW_RELIABILITY: 'DECISION_REASON_LOW_RELIABILITY',
  DECISION_REASON_NO_RISK_DETECTED: 'DECISION_REASON_NO_RISK_DETECTED',
  DECISION_REASON_FRAUD_RISK: 'DECISION_REASON_FRAUD_RISK',
  DECISION_REASON_INTERNAL_ERROR: 'DECISION_REASON_INTERNAL_ERROR',
} as const;

/**
 * Why a caller ID risk assessment got its decision.
 */
export type DecisionReason =
  | 'DECISION_REASON_UNSPECIFIED'
  | 0
  | 'DECISION_REASON_LOW_RELIABILITY'
  | 1
  | 'DECISION_REASON_NO_RISK_DETECTED'
  | 2
  | 'DECISION_REASON_FRAUD_RISK'
  | 3
  | 'DECISION_REASON_INTERNAL_ERROR'
  | 999

/**
 * Why a caller ID risk assessment got its decision.
 */
export type DecisionReason__Output = typeof DecisionReason[keyof typeof DecisionReason]

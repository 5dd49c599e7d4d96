// Original file: protos/nuance/biosec/v1/sessions/sessions_manager_enums.proto

/**
 * Why a session or engagement got its decision.
 */
export const DecisionReason = {
  DECISION_REASON_UNSPECIFIED: 'DECISION_REASON_UNSPECIFIED',
  DECISION_REASON_LOW_RELIABILITY: 'DECISION_REASON_LOW_RELIABILITY',
  DECISION_REASON_NO_RISK_DETECTED: 'DECISION_REASON_NO_RISK_DETECTED',
  DECISION_REASON_AUTHENTIC: 'DECISION_REASON_AUTHENTIC',
  DECISION_REASON_FRAUD_RISK: 'DECISION_REASON_FRAUD_RISK',
  DECISION_REASON_NO_MATCH: 'DECISION_REASON_NO_MATCH',
  /**
   * Nothing was available to evaluate.
   */
  DECISION_REASON_NO_DATA: 'DECISION_REASON_NO_DATA',
  DECISION_REASON_BAD_CONFIGURATION: 'DECISION_REASON_BAD_CONFIGURATION',
  /**
   * Processing produced no usable scores.
   */
  DECISION_REASON_NO_AVAILABLE_SCORES: 'DECISION_REASON_NO_AVAILABLE_SCORES',
  DECISION_REASON_BAD_AUDIO: 'DECISION_REASON_BAD_AUDIO',
  DECISION_REASON_BAD_TEXT: 'DECISION_REASON_BAD_TEXT',
  DECISION_REASON_INTERNAL_ERROR: 'DECISION_REASON_INTERNAL_ERROR',
} as const;

/**
 * Why a session or engagement got its decision.
 */
export type DecisionReason =
  | 'DECISION_REASON_UNSPECIFIED'
  | 0
  | 'DECISION_REASON_LOW_RELIABILITY'
  | 1
  | 'DECISION_REASON_NO_RISK_DETECTED'
  | 2
  | 'DECISION_REASON_AUTHENTIC'
  | 3
  | 'DECISION_REASON_FRAUD_RISK'
  | 4
  | 'DECISION_REASON_NO_MATCH'
  | 5
  /**
   * Nothing was available to evaluate.
   */
  | 'DECISION_REASON_NO_DATA'
  | 100
  | 'DECISION_REASON_BAD_CONFIGURATION'
  | 101
  /**
   * Processing produced no usable scores.
   */
  | 'DECISION_REASON_NO_AVAILABLE_SCORES'
  | 102
  | 'DECISION_REASON_BAD_AUDIO'
  | 103
  | 'DECISION_REASON_BAD_TEXT'
  | 104
  | 'DECISION_REASON_INTERNAL_ERROR'
  | 999

/**
 * Why a session or engagement got its decision.
 */
export type DecisionReason__Output = typeof DecisionReason[keyof typeof DecisionReason]

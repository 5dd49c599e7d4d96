// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Outcome of a risk evaluation.
 */
export const Decision = {
  DECISION_UNSPECIFIED: 'DECISION_UNSPECIFIED',
  DECISION_AUTHENTIC: 'DECISION_AUTHENTIC',
  DECISION_NO_MATCH: 'DECISION_NO_MATCH',
  DECISION_FRAUD: 'DECISION_FRAUD',
  DECISION_UNCERTAIN: 'DECISION_UNCERTAIN',
  DECISION_FAILED: 'DECISION_FAILED',
  DECISION_NO_RISK_DETECTED: 'DECISION_NO_RISK_DETECTED',
} as const;

/**
 * Outcome of a risk evaluation.
 */
export type Decision =
  | 'DECISION_UNSPECIFIED'
  | 0
  | 'DECISION_AUTHENTIC'
  | 1
  | 'DECISION_NO_MATCH'
  | 2
  | 'DECISION_FRAUD'
  | 3
  | 'DECISION_UNCERTAIN'
  | 4
  | 'DECISION_FAILED'
  | 5
  | 'DECISION_NO_RISK_DETECTED'
  | 6

/**
 * Outcome of a risk evaluation.
 */
export type Decision__Output = typeof Decision[keyof typeof Decision]

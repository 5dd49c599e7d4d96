// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Risk assigned to a caller ID by a watchlist rule.
 */
export const CallerIdRiskLevel = {
  CALLER_ID_RISK_LEVEL_UNSPECIFIED: 'CALLER_ID_RISK_LEVEL_UNSPECIFIED',
  /**
   * Explicitly trusted; also the result when no rule matches.
   */
  CALLER_ID_RISK_LEVEL_NO_RISK: 'CALLER_ID_RISK_LEVEL_NO_RISK',
  CALLER_ID_RISK_LEVEL_LOW: 'CALLER_ID_RISK_LEVEL_LOW',
  CALLER_ID_RISK_LEVEL_MEDIUM: 'CALLER_ID_RISK_LEVEL_MEDIUM',
  CALLER_ID_RISK_LEVEL_HIGH: 'CALLER_ID_RISK_LEVEL_HIGH',
} as const;

/**
 * Risk assigned to a caller ID by a watchlist rule.
 */
export type CallerIdRiskLevel =
  | 'CALLER_ID_RISK_LEVEL_UNSPECIFIED'
  | 0
  /**
   * Explicitly trusted; also the result when no rule matches.
   */
  | 'CALLER_ID_RISK_LEVEL_NO_RISK'
  | 1
  | 'CALLER_ID_RISK_LEVEL_LOW'
  | 2
  | 'CALLER_ID_RISK_LEVEL_MEDIUM'
  | 3
  | 'CALLER_ID_RISK_LEVEL_HIGH'
  | 4

/**
 * Risk assigned to a caller ID by a watchlist rule.
 */
export type CallerIdRiskLevel__Output = typeof CallerIdRiskLevel[keyof typeof CallerIdRiskLevel]

// Original file: protos/vigil/v1/browse.proto


/**
 * Decision thresholds (0-100) of the settings that decided.
 */
export interface DecisionThresholds {
  /**
   * Risk at or above which the decision is FRAUD.
   */
  'fraud_risk_threshold'?: (number | string);
  /**
   * Voice match score at or above which the caller is AUTHENTIC.
   */
  'authentic_threshold'?: (number | string);
  /**
   * Reliability below which the decision is UNCERTAIN.
   */
  'min_reliability'?: (number | string);
}

/**
 * Decision thresholds (0-100) of the settings that decided.
 */
export interface DecisionThresholds__Output {
  /**
   * Risk at or above which the decision is FRAUD.
   */
  'fraud_risk_threshold'?: (number);
  /**
   * Voice match score at or above which the caller is AUTHENTIC.
   */
  'authentic_threshold'?: (number);
  /**
   * Reliability below which the decision is UNCERTAIN.
   */
  'min_reliability'?: (number);
}

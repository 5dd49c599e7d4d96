// Original file: protos/vigil/v1/browse.proto


/**
 * One comparison the decision engine made: value >= threshold?
 */
export interface DecisionRuleCheck {
  /**
   * MIN_RELIABILITY, FRAUD_RISK_THRESHOLD, KNOWN_FRAUDSTER or AUTHENTIC_THRESHOLD.
   */
  'check'?: (string);
  /**
   * The value compared (reliability, risk or voice match score).
   */
  'value'?: (number | string);
  /**
   * The threshold it was compared with.
   */
  'threshold'?: (number | string);
  /**
   * value >= threshold.
   */
  'holds'?: (boolean);
  /**
   * This comparison decided.
   */
  'decisive'?: (boolean);
}

/**
 * One comparison the decision engine made: value >= threshold?
 */
export interface DecisionRuleCheck__Output {
  /**
   * MIN_RELIABILITY, FRAUD_RISK_THRESHOLD, KNOWN_FRAUDSTER or AUTHENTIC_THRESHOLD.
   */
  'check'?: (string);
  /**
   * The value compared (reliability, risk or voice match score).
   */
  'value'?: (number);
  /**
   * The threshold it was compared with.
   */
  'threshold'?: (number);
  /**
   * value >= threshold.
   */
  'holds'?: (boolean);
  /**
   * This comparison decided.
   */
  'decisive'?: (boolean);
}

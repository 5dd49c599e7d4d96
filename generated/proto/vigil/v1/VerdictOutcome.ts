// Original file: protos/vigil/v1/replay.proto


/**
 * A decision set compared with the analysts' verdicts. A session is flagged when its decision is
 * FRAUD or, with the settings' intent rules, the risk recomputed from intents heard after the
 * call reaches the fraud risk threshold.
 */
export interface VerdictOutcome {
  /**
   * FRAUD verdicts flagged.
   */
  'caught'?: (number);
  /**
   * FRAUD verdicts not flagged.
   */
  'missed'?: (number);
  /**
   * Sessions with a verdict other than FRAUD that are flagged.
   */
  'false_alarms'?: (number);
  /**
   * Sessions flagged in all (with a verdict or not).
   */
  'flagged'?: (number);
}

/**
 * A decision set compared with the analysts' verdicts. A session is flagged when its decision is
 * FRAUD or, with the settings' intent rules, the risk recomputed from intents heard after the
 * call reaches the fraud risk threshold.
 */
export interface VerdictOutcome__Output {
  /**
   * FRAUD verdicts flagged.
   */
  'caught'?: (number);
  /**
   * FRAUD verdicts not flagged.
   */
  'missed'?: (number);
  /**
   * Sessions with a verdict other than FRAUD that are flagged.
   */
  'false_alarms'?: (number);
  /**
   * Sessions flagged in all (with a verdict or not).
   */
  'flagged'?: (number);
}

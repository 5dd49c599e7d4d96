// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto


/**
 * A CSV line that could not be imported.
 */
export interface FailedCallerIdRule {
  /**
   * An exact phone number.
   */
  'phone_number'?: (string);
  /**
   * A regular expression.
   */
  'caller_id_regex'?: (string);
  /**
   * Line of the CSV data.
   */
  'line_number'?: (number);
  /**
   * Why the line was rejected.
   */
  'reason'?: (string);
  /**
   * The rule value on that line.
   */
  'caller_id'?: "phone_number"|"caller_id_regex";
}

/**
 * A CSV line that could not be imported.
 */
export interface FailedCallerIdRule__Output {
  /**
   * An exact phone number.
   */
  'phone_number'?: (string);
  /**
   * A regular expression.
   */
  'caller_id_regex'?: (string);
  /**
   * Line of the CSV data.
   */
  'line_number'?: (number);
  /**
   * Why the line was rejected.
   */
  'reason'?: (string);
  /**
   * The rule value on that line.
   */
  'caller_id'?: "phone_number"|"caller_id_regex";
}

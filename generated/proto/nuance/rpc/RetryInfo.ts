// Original file: protos/nuance/rpc/error_details.proto


/**
 * Retry hint.
 */
export interface RetryInfo {
  /**
   * Milliseconds to wait before retrying.
   */
  'retry_delay_ms'?: (number);
}

/**
 * Retry hint.
 */
export interface RetryInfo__Output {
  /**
   * Milliseconds to wait before retrying.
   */
  'retry_delay_ms'?: (number);
}

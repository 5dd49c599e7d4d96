// Original file: protos/nuance/dlg/v1/dlg_messages.proto


/**
 * Output of Status.
 */
export interface StatusResponse {
  /**
   * Seconds before the session expires if nothing happens.
   */
  'session_remaining_sec'?: (number);
}

/**
 * Output of Status.
 */
export interface StatusResponse__Output {
  /**
   * Seconds before the session expires if nothing happens.
   */
  'session_remaining_sec'?: (number);
}

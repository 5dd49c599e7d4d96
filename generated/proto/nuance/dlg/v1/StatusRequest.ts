// Original file: protos/nuance/dlg/v1/dlg_messages.proto


/**
 * Input of Status.
 */
export interface StatusRequest {
  'session_id'?: (string);
}

/**
 * Input of Status.
 */
export interface StatusRequest__Output {
  'session_id'?: (string);
}

// Original file: protos/nuance/dlg/v1/dlg_messages.proto


/**
 * Input of Stop.
 */
export interface StopRequest {
  'session_id'?: (string);
  'user_id'?: (string);
}

/**
 * Input of Stop.
 */
export interface StopRequest__Output {
  'session_id'?: (string);
  'user_id'?: (string);
}

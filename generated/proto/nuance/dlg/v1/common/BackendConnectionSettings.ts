// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


/**
 * Timeouts of the backend call that follows a continue_action.
 */
export interface BackendConnectionSettings {
  'fetch_timeout'?: (string);
  'connect_timeout'?: (string);
}

/**
 * Timeouts of the backend call that follows a continue_action.
 */
export interface BackendConnectionSettings__Output {
  'fetch_timeout'?: (string);
  'connect_timeout'?: (string);
}

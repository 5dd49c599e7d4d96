// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


/**
 * Payload of the Start response.
 */
export interface StartResponsePayload {
  'session_id'?: (string);
}

/**
 * Payload of the Start response.
 */
export interface StartResponsePayload__Output {
  'session_id'?: (string);
}

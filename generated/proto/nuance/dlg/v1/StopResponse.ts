// Original file: protos/nuance/dlg/v1/dlg_messages.proto


/**
 * Output of Stop (empty).
 */
export interface StopResponse {
}

/**
 * Output of Stop (empty).
 */
export interface StopResponse__Output {
}

// Original file: protos/nuance/dlg/v1/dlg_messages.proto


/**
 * Output of Update (empty).
 */
export interface UpdateResponse {
}

/**
 * Output of Update (empty).
 */
export interface UpdateResponse__Output {
}

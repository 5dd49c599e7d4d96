// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * Starts the no-input timers; it has no fields.
 */
export interface StartTimersControlMessage {
}

/**
 * Starts the no-input timers; it has no fields.
 */
export interface StartTimersControlMessage__Output {
}

// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto


/**
 * G.729 audio at 8 kHz. No settings.
 */
export interface G729 {
}

/**
 * G.729 audio at 8 kHz. No settings.
 */
export interface G729__Output {
}

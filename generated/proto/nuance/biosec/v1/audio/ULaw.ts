// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto


/**
 * G.711 mu-law audio at 8 kHz. No settings.
 */
export interface ULaw {
}

/**
 * G.711 mu-law audio at 8 kHz. No settings.
 */
export interface ULaw__Output {
}

// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto


/**
 * G.711 A-law audio at 8 kHz. No settings.
 */
export interface ALaw {
}

/**
 * G.711 A-law audio at 8 kHz. No settings.
 */
export interface ALaw__Output {
}

// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


/**
 * G.711 A-law at 8 kHz.
 */
export interface ALaw {
}

/**
 * G.711 A-law at 8 kHz.
 */
export interface ALaw__Output {
}

// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


/**
 * G.711 μ-law at 8 kHz.
 */
export interface ULaw {
}

/**
 * G.711 μ-law at 8 kHz.
 */
export interface ULaw__Output {
}

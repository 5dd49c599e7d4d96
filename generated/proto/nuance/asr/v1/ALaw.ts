// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * G.711 A-law audio; it has no parameters.
 */
export interface ALaw {
}

/**
 * G.711 A-law audio; it has no parameters.
 */
export interface ALaw__Output {
}

// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * G.711 mu-law audio; it has no parameters.
 */
export interface ULaw {
}

/**
 * G.711 mu-law audio; it has no parameters.
 */
export interface ULaw__Output {
}

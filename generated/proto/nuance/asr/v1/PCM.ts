// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * Linear PCM audio.
 */
export interface PCM {
  /**
   * Sample rate in Hz, for example 8000 or 16000.
   */
  'sample_rate_hz'?: (number);
}

/**
 * Linear PCM audio.
 */
export interface PCM__Output {
  /**
   * Sample rate in Hz, for example 8000 or 16000.
   */
  'sample_rate_hz'?: (number);
}

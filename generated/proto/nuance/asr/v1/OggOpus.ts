// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * Ogg-contained Opus audio.
 */
export interface OggOpus {
  /**
   * Rate, in Hz, the server decodes to (8000 or 16000).
   */
  'decode_rate_hz'?: (number);
}

/**
 * Ogg-contained Opus audio.
 */
export interface OggOpus__Output {
  /**
   * Rate, in Hz, the server decodes to (8000 or 16000).
   */
  'decode_rate_hz'?: (number);
}

// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


/**
 * Linear 16-bit little-endian samples.
 */
export interface PCM {
  /**
   * Output rate; 0 means the voice's own.
   */
  'sample_rate_hz'?: (number);
}

/**
 * Linear 16-bit little-endian samples.
 */
export interface PCM__Output {
  /**
   * Output rate; 0 means the voice's own.
   */
  'sample_rate_hz'?: (number);
}

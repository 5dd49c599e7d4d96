// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto


/**
 * Linear PCM audio.
 */
export interface PCM {
  /**
   * Sample rate in Hz; 0 means 8000.
   */
  'sample_rate_hz'?: (number);
}

/**
 * Linear PCM audio.
 */
export interface PCM__Output {
  /**
   * Sample rate in Hz; 0 means 8000.
   */
  'sample_rate_hz'?: (number);
}

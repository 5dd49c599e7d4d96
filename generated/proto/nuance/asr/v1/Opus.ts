// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * Raw Opus audio.
 */
export interface Opus {
  /**
   * Rate, in Hz, the server decodes to (8000 or 16000).
   */
  'decode_rate_hz'?: (number);
  /**
   * Samples to drop at the start of decoding.
   */
  'preskip_samples'?: (number);
  /**
   * Sample rate of the original audio before encoding, in Hz (informational).
   */
  'source_rate_hz'?: (number);
}

/**
 * Raw Opus audio.
 */
export interface Opus__Output {
  /**
   * Rate, in Hz, the server decodes to (8000 or 16000).
   */
  'decode_rate_hz'?: (number);
  /**
   * Samples to drop at the start of decoding.
   */
  'preskip_samples'?: (number);
  /**
   * Sample rate of the original audio before encoding, in Hz (informational).
   */
  'source_rate_hz'?: (number);
}

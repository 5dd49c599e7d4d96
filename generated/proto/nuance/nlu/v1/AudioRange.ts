// Original file: protos/nuance/nlu/v1/interpretation-common.proto


/**
 * A span of the input audio, when the input came from a recognizer.
 */
export interface AudioRange {
  /**
   * Start, in milliseconds from the start of the audio.
   */
  'start_time_ms'?: (number);
  /**
   * End, in milliseconds from the start of the audio.
   */
  'end_time_ms'?: (number);
}

/**
 * A span of the input audio, when the input came from a recognizer.
 */
export interface AudioRange__Output {
  /**
   * Start, in milliseconds from the start of the audio.
   */
  'start_time_ms'?: (number);
  /**
   * End, in milliseconds from the start of the audio.
   */
  'end_time_ms'?: (number);
}

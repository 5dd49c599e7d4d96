// Original file: protos/nuance/asr/v1/resource.proto


/**
 * Wakeup words.
 */
export interface WakeupWord {
  /**
   * The words or phrases, any one of which may start the audio.
   */
  'words'?: (string)[];
}

/**
 * Wakeup words.
 */
export interface WakeupWord__Output {
  /**
   * The words or phrases, any one of which may start the audio.
   */
  'words'?: (string)[];
}

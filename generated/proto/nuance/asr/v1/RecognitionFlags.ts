// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * Boolean switches of a recognition; all default to false.
 */
export interface RecognitionFlags {
  /**
   * Adds punctuation to the formatted text.
   */
  'auto_punctuate'?: (boolean);
  /**
   * Masks profanities in the formatted text.
   */
  'filter_profanity'?: (boolean);
  /**
   * Adds the tokenization of each hypothesis (encrypted_tokenization).
   */
  'include_tokenization'?: (boolean);
  /**
   * Does not start the no-input timers until a StartTimersControlMessage arrives.
   */
  'stall_timers'?: (boolean);
  /**
   * Does not use or update speaker adaptation data for this recognition.
   */
  'discard_speaker_adaptation'?: (boolean);
  /**
   * Keeps the audio of this recognition out of call recordings and logs.
   */
  'suppress_call_recording'?: (boolean);
  /**
   * Continues when a resource fails to load, as if mask_load_failures were set on every
   * resource.
   */
  'mask_load_failures'?: (boolean);
  /**
   * Does not capitalize the first letter of the formatted text.
   */
  'suppress_initial_capitalization'?: (boolean);
  /**
   * Accepts a domain language model weighted so that the base model's weight becomes zero.
   */
  'allow_zero_base_lm_weight'?: (boolean);
  /**
   * Removes the detected wakeup word from the formatted text.
   */
  'filter_wakeup_word'?: (boolean);
}

/**
 * Boolean switches of a recognition; all default to false.
 */
export interface RecognitionFlags__Output {
  /**
   * Adds punctuation to the formatted text.
   */
  'auto_punctuate'?: (boolean);
  /**
   * Masks profanities in the formatted text.
   */
  'filter_profanity'?: (boolean);
  /**
   * Adds the tokenization of each hypothesis (encrypted_tokenization).
   */
  'include_tokenization'?: (boolean);
  /**
   * Does not start the no-input timers until a StartTimersControlMessage arrives.
   */
  'stall_timers'?: (boolean);
  /**
   * Does not use or update speaker adaptation data for this recognition.
   */
  'discard_speaker_adaptation'?: (boolean);
  /**
   * Keeps the audio of this recognition out of call recordings and logs.
   */
  'suppress_call_recording'?: (boolean);
  /**
   * Continues when a resource fails to load, as if mask_load_failures were set on every
   * resource.
   */
  'mask_load_failures'?: (boolean);
  /**
   * Does not capitalize the first letter of the formatted text.
   */
  'suppress_initial_capitalization'?: (boolean);
  /**
   * Accepts a domain language model weighted so that the base model's weight becomes zero.
   */
  'allow_zero_base_lm_weight'?: (boolean);
  /**
   * Removes the detected wakeup word from the formatted text.
   */
  'filter_wakeup_word'?: (boolean);
}

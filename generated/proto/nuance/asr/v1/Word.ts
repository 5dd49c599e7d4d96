// Original file: protos/nuance/asr/v1/result.proto


/**
 * One recognized word.
 */
export interface Word {
  /**
   * The word.
   */
  'text'?: (string);
  /**
   * Confidence of the word, from 0 to 1.
   */
  'confidence'?: (number | string);
  /**
   * Start of the word, in milliseconds from the start of the audio.
   */
  'start_ms'?: (number);
  /**
   * End of the word, in milliseconds from the start of the audio.
   */
  'end_ms'?: (number);
  /**
   * Silence after the word, in milliseconds.
   */
  'silence_after_word_ms'?: (number);
  /**
   * Grammar rule the word matched.
   */
  'grammar_rule'?: (string);
  /**
   * Presence-tracked, so that an unset value differs from 0.
   */
  'optional_word_confidence'?: "confidence";
  /**
   * Set when a grammar matched.
   */
  'optional_word_grammar_rule'?: "grammar_rule";
}

/**
 * One recognized word.
 */
export interface Word__Output {
  /**
   * The word.
   */
  'text'?: (string);
  /**
   * Confidence of the word, from 0 to 1.
   */
  'confidence'?: (number);
  /**
   * Start of the word, in milliseconds from the start of the audio.
   */
  'start_ms'?: (number);
  /**
   * End of the word, in milliseconds from the start of the audio.
   */
  'end_ms'?: (number);
  /**
   * Silence after the word, in milliseconds.
   */
  'silence_after_word_ms'?: (number);
  /**
   * Grammar rule the word matched.
   */
  'grammar_rule'?: (string);
  /**
   * Presence-tracked, so that an unset value differs from 0.
   */
  'optional_word_confidence'?: "confidence";
  /**
   * Set when a grammar matched.
   */
  'optional_word_grammar_rule'?: "grammar_rule";
}

// Original file: protos/nuance/asr/v1/result.proto

import type { Word as _nuance_asr_v1_Word, Word__Output as _nuance_asr_v1_Word__Output } from '../../../nuance/asr/v1/Word';

/**
 * One hypothesis of what was said.
 */
export interface Hypothesis {
  /**
   * Confidence of the whole hypothesis, from 0 to 1.
   */
  'confidence'?: (number | string);
  /**
   * Average of the words' confidences, from 0 to 1.
   */
  'average_confidence'?: (number | string);
  /**
   * True when the recognizer rejected the hypothesis as unlikely.
   */
  'rejected'?: (boolean);
  /**
   * Text formatted for display (numbers, dates, punctuation as configured).
   */
  'formatted_text'?: (string);
  /**
   * Text with minimal formatting.
   */
  'minimally_formatted_text'?: (string);
  /**
   * The words of the hypothesis, in order.
   */
  'words'?: (_nuance_asr_v1_Word)[];
  /**
   * Tokenization of the hypothesis, encrypted; present when include_tokenization is set.
   */
  'encrypted_tokenization'?: (string);
  /**
   * ID of the grammar that matched.
   */
  'grammar_id'?: (string);
  /**
   * The wakeup word detected.
   */
  'detected_wakeup_word'?: (string);
  /**
   * Presence-tracked, so that an unset value differs from 0.
   */
  'optional_hypothesis_confidence'?: "confidence";
  /**
   * Presence-tracked, so that an unset value differs from 0.
   */
  'optional_hypothesis_average_confidence'?: "average_confidence";
  /**
   * Set when a grammar matched.
   */
  'optional_hypothesis_grammar_id'?: "grammar_id";
  /**
   * Set when a wakeup word was detected.
   */
  'optional_detected_wuw'?: "detected_wakeup_word";
}

/**
 * One hypothesis of what was said.
 */
export interface Hypothesis__Output {
  /**
   * Confidence of the whole hypothesis, from 0 to 1.
   */
  'confidence'?: (number);
  /**
   * Average of the words' confidences, from 0 to 1.
   */
  'average_confidence'?: (number);
  /**
   * True when the recognizer rejected the hypothesis as unlikely.
   */
  'rejected'?: (boolean);
  /**
   * Text formatted for display (numbers, dates, punctuation as configured).
   */
  'formatted_text'?: (string);
  /**
   * Text with minimal formatting.
   */
  'minimally_formatted_text'?: (string);
  /**
   * The words of the hypothesis, in order.
   */
  'words'?: (_nuance_asr_v1_Word__Output)[];
  /**
   * Tokenization of the hypothesis, encrypted; present when include_tokenization is set.
   */
  'encrypted_tokenization'?: (string);
  /**
   * ID of the grammar that matched.
   */
  'grammar_id'?: (string);
  /**
   * The wakeup word detected.
   */
  'detected_wakeup_word'?: (string);
  /**
   * Presence-tracked, so that an unset value differs from 0.
   */
  'optional_hypothesis_confidence'?: "confidence";
  /**
   * Presence-tracked, so that an unset value differs from 0.
   */
  'optional_hypothesis_average_confidence'?: "average_confidence";
  /**
   * Set when a grammar matched.
   */
  'optional_hypothesis_grammar_id'?: "grammar_id";
  /**
   * Set when a wakeup word was detected.
   */
  'optional_detected_wuw'?: "detected_wakeup_word";
}

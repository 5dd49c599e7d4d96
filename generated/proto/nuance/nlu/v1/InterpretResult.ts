// Original file: protos/nuance/nlu/v1/result.proto

import type { Interpretation as _nuance_nlu_v1_Interpretation, Interpretation__Output as _nuance_nlu_v1_Interpretation__Output } from '../../../nuance/nlu/v1/Interpretation';

/**
 * What Interpret found.
 */
export interface InterpretResult {
  /**
   * The input text.
   */
  'literal'?: (string);
  /**
   * Interpretations, best first.
   */
  'interpretations'?: (_nuance_nlu_v1_Interpretation)[];
  /**
   * True when the input is sensitive and is masked in logs.
   */
  'sensitive'?: (boolean);
  /**
   * The input text after formatting.
   */
  'formatted_literal'?: (string);
}

/**
 * What Interpret found.
 */
export interface InterpretResult__Output {
  /**
   * The input text.
   */
  'literal'?: (string);
  /**
   * Interpretations, best first.
   */
  'interpretations'?: (_nuance_nlu_v1_Interpretation__Output)[];
  /**
   * True when the input is sensitive and is masked in logs.
   */
  'sensitive'?: (boolean);
  /**
   * The input text after formatting.
   */
  'formatted_literal'?: (string);
}

// Original file: protos/nuance/nlu/v1/interpretation-common.proto


/**
 * A span of the input text, in characters.
 */
export interface TextRange {
  /**
   * First character, inclusive, counting from 0.
   */
  'start_index'?: (number);
  /**
   * Last character, exclusive.
   */
  'end_index'?: (number);
}

/**
 * A span of the input text, in characters.
 */
export interface TextRange__Output {
  /**
   * First character, inclusive, counting from 0.
   */
  'start_index'?: (number);
  /**
   * Last character, exclusive.
   */
  'end_index'?: (number);
}

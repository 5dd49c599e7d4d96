// Original file: protos/vigil/v1/media.proto


/**
 * An entity of a turn.
 */
export interface TurnEntity {
  'name'?: (string);
  /**
   * Characters of the turn's text: [start_index, end_index).
   */
  'start_index'?: (number);
  'end_index'?: (number);
  /**
   * The normalised value (a list entity's canonical value, a regex entity's match).
   */
  'value'?: (string);
  /**
   * The text as said.
   */
  'literal'?: (string);
  'confidence'?: (number | string);
}

/**
 * An entity of a turn.
 */
export interface TurnEntity__Output {
  'name'?: (string);
  /**
   * Characters of the turn's text: [start_index, end_index).
   */
  'start_index'?: (number);
  'end_index'?: (number);
  /**
   * The normalised value (a list entity's canonical value, a regex entity's match).
   */
  'value'?: (string);
  /**
   * The text as said.
   */
  'literal'?: (string);
  'confidence'?: (number);
}

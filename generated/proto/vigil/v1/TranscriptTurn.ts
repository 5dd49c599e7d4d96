// Original file: protos/vigil/v1/media.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration';
import type { TurnEntity as _vigil_v1_TurnEntity, TurnEntity__Output as _vigil_v1_TurnEntity__Output } from '../../vigil/v1/TurnEntity';

/**
 * One turn of a caller channel and what the semantic model made of it (issue 19).
 */
export interface TranscriptTurn {
  /**
   * From the start of the segment: the first word's start and the last word's end.
   */
  'start_offset'?: (_google_protobuf_Duration | null);
  'end_offset'?: (_google_protobuf_Duration | null);
  /**
   * The turn's words in the channel's word list: [first_word_index, end_word_index).
   */
  'first_word_index'?: (number);
  'end_word_index'?: (number);
  /**
   * The text interpreted: the turn's words that are not redacted, joined by spaces. Redacted words
   * are never interpreted. Empty when withheld.
   */
  'text'?: (string);
  /**
   * The top intent and its confidence (0-1); empty when the turn had no words left to interpret.
   */
  'intent'?: (string);
  'confidence'?: (number | string);
  /**
   * Entities found, with character ranges into text.
   */
  'entities'?: (_vigil_v1_TurnEntity)[];
  /**
   * A word of the turn was redacted after it was interpreted: text, intent and entities are not
   * given (the turn is interpreted again without it shortly).
   */
  'withheld'?: (boolean);
}

/**
 * One turn of a caller channel and what the semantic model made of it (issue 19).
 */
export interface TranscriptTurn__Output {
  /**
   * From the start of the segment: the first word's start and the last word's end.
   */
  'start_offset'?: (_google_protobuf_Duration__Output);
  'end_offset'?: (_google_protobuf_Duration__Output);
  /**
   * The turn's words in the channel's word list: [first_word_index, end_word_index).
   */
  'first_word_index'?: (number);
  'end_word_index'?: (number);
  /**
   * The text interpreted: the turn's words that are not redacted, joined by spaces. Redacted words
   * are never interpreted. Empty when withheld.
   */
  'text'?: (string);
  /**
   * The top intent and its confidence (0-1); empty when the turn had no words left to interpret.
   */
  'intent'?: (string);
  'confidence'?: (number);
  /**
   * Entities found, with character ranges into text.
   */
  'entities'?: (_vigil_v1_TurnEntity__Output)[];
  /**
   * A word of the turn was redacted after it was interpreted: text, intent and entities are not
   * given (the turn is interpreted again without it shortly).
   */
  'withheld'?: (boolean);
}

// Original file: protos/nuance/nlu/v1/single-intent-interpretation.proto

import type { TextRange as _nuance_nlu_v1_TextRange, TextRange__Output as _nuance_nlu_v1_TextRange__Output } from '../../../nuance/nlu/v1/TextRange';
import type { EnumOrigin as _nuance_nlu_v1_EnumOrigin, EnumOrigin__Output as _nuance_nlu_v1_EnumOrigin__Output } from '../../../nuance/nlu/v1/EnumOrigin';
import type { SingleIntentEntityList as _nuance_nlu_v1_SingleIntentEntityList, SingleIntentEntityList__Output as _nuance_nlu_v1_SingleIntentEntityList__Output } from '../../../nuance/nlu/v1/SingleIntentEntityList';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';
import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from '../../../google/protobuf/Any';
import type { AudioRange as _nuance_nlu_v1_AudioRange, AudioRange__Output as _nuance_nlu_v1_AudioRange__Output } from '../../../nuance/nlu/v1/AudioRange';

/**
 * One instance of an entity.
 */
export interface SingleIntentEntity {
  /**
   * Where the entity is in the input text.
   */
  'text_range'?: (_nuance_nlu_v1_TextRange | null);
  /**
   * Confidence of the entity, from 0 to 1.
   */
  'confidence'?: (number | string);
  /**
   * Where the entity came from.
   */
  'origin'?: (_nuance_nlu_v1_EnumOrigin);
  /**
   * Entities nested in this one, by entity name.
   */
  'entities'?: ({[key: string]: _nuance_nlu_v1_SingleIntentEntityList});
  /**
   * Value of a string (list or freeform) entity.
   */
  'string_value'?: (string);
  /**
   * Value of a structured entity, such as a date.
   */
  'struct_value'?: (_google_protobuf_Struct | null);
  /**
   * The input text the entity covers.
   */
  'literal'?: (string);
  /**
   * True when the entity is sensitive and is masked in logs.
   */
  'sensitive'?: (boolean);
  /**
   * The covered text after formatting.
   */
  'formatted_literal'?: (string);
  /**
   * Where the entity is in the formatted text.
   */
  'formatted_text_range'?: (_nuance_nlu_v1_TextRange | null);
  /**
   * Extra data from the model.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any});
  /**
   * Where the entity is in the audio, when the input came from a recognizer.
   */
  'audio_range'?: (_nuance_nlu_v1_AudioRange | null);
  /**
   * The entity's value.
   */
  'value_union'?: "string_value"|"struct_value";
}

/**
 * One instance of an entity.
 */
export interface SingleIntentEntity__Output {
  /**
   * Where the entity is in the input text.
   */
  'text_range'?: (_nuance_nlu_v1_TextRange__Output);
  /**
   * Confidence of the entity, from 0 to 1.
   */
  'confidence'?: (number);
  /**
   * Where the entity came from.
   */
  'origin'?: (_nuance_nlu_v1_EnumOrigin__Output);
  /**
   * Entities nested in this one, by entity name.
   */
  'entities'?: ({[key: string]: _nuance_nlu_v1_SingleIntentEntityList__Output});
  /**
   * Value of a string (list or freeform) entity.
   */
  'string_value'?: (string);
  /**
   * Value of a structured entity, such as a date.
   */
  'struct_value'?: (_google_protobuf_Struct__Output);
  /**
   * The input text the entity covers.
   */
  'literal'?: (string);
  /**
   * True when the entity is sensitive and is masked in logs.
   */
  'sensitive'?: (boolean);
  /**
   * The covered text after formatting.
   */
  'formatted_literal'?: (string);
  /**
   * Where the entity is in the formatted text.
   */
  'formatted_text_range'?: (_nuance_nlu_v1_TextRange__Output);
  /**
   * Extra data from the model.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any__Output});
  /**
   * Where the entity is in the audio, when the input came from a recognizer.
   */
  'audio_range'?: (_nuance_nlu_v1_AudioRange__Output);
  /**
   * The entity's value.
   */
  'value_union'?: "string_value"|"struct_value";
}

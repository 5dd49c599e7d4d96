// Original file: protos/nuance/nlu/v1/single-intent-interpretation.proto

import type { EnumOrigin as _nuance_nlu_v1_EnumOrigin, EnumOrigin__Output as _nuance_nlu_v1_EnumOrigin__Output } from '../../../nuance/nlu/v1/EnumOrigin';
import type { SingleIntentEntityList as _nuance_nlu_v1_SingleIntentEntityList, SingleIntentEntityList__Output as _nuance_nlu_v1_SingleIntentEntityList__Output } from '../../../nuance/nlu/v1/SingleIntentEntityList';
import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from '../../../google/protobuf/Any';

/**
 * One intent and its entities.
 */
export interface SingleIntentInterpretation {
  /**
   * Name of the intent.
   */
  'intent'?: (string);
  /**
   * Confidence of the intent, from 0 to 1.
   */
  'confidence'?: (number | string);
  /**
   * Where the intent came from, for example STATISTICAL.
   */
  'origin'?: (_nuance_nlu_v1_EnumOrigin);
  /**
   * Entities found, by entity name.
   */
  'entities'?: ({[key: string]: _nuance_nlu_v1_SingleIntentEntityList});
  /**
   * Extra data from the model.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any});
}

/**
 * One intent and its entities.
 */
export interface SingleIntentInterpretation__Output {
  /**
   * Name of the intent.
   */
  'intent'?: (string);
  /**
   * Confidence of the intent, from 0 to 1.
   */
  'confidence'?: (number);
  /**
   * Where the intent came from, for example STATISTICAL.
   */
  'origin'?: (_nuance_nlu_v1_EnumOrigin__Output);
  /**
   * Entities found, by entity name.
   */
  'entities'?: ({[key: string]: _nuance_nlu_v1_SingleIntentEntityList__Output});
  /**
   * Extra data from the model.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any__Output});
}

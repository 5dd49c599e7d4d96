// Original file: protos/nuance/nlu/v1/single-intent-interpretation.proto

import type { SingleIntentEntity as _nuance_nlu_v1_SingleIntentEntity, SingleIntentEntity__Output as _nuance_nlu_v1_SingleIntentEntity__Output } from '../../../nuance/nlu/v1/SingleIntentEntity';

/**
 * The instances of one entity.
 */
export interface SingleIntentEntityList {
  /**
   * The instances, in order.
   */
  'entities'?: (_nuance_nlu_v1_SingleIntentEntity)[];
}

/**
 * The instances of one entity.
 */
export interface SingleIntentEntityList__Output {
  /**
   * The instances, in order.
   */
  'entities'?: (_nuance_nlu_v1_SingleIntentEntity__Output)[];
}

// Original file: protos/nuance/nlu/v1/result.proto

import type { SingleIntentInterpretation as _nuance_nlu_v1_SingleIntentInterpretation, SingleIntentInterpretation__Output as _nuance_nlu_v1_SingleIntentInterpretation__Output } from '../../../nuance/nlu/v1/SingleIntentInterpretation';
import type { MultiIntentInterpretation as _nuance_nlu_v1_MultiIntentInterpretation, MultiIntentInterpretation__Output as _nuance_nlu_v1_MultiIntentInterpretation__Output } from '../../../nuance/nlu/v1/MultiIntentInterpretation';

/**
 * One interpretation, in the shape the request asked for.
 */
export interface Interpretation {
  /**
   * One intent with its entities.
   */
  'single_intent_interpretation'?: (_nuance_nlu_v1_SingleIntentInterpretation | null);
  /**
   * A tree of intents, entities and operators (v1beta1 misspelled it intepretation).
   */
  'multi_intent_interpretation'?: (_nuance_nlu_v1_MultiIntentInterpretation | null);
  'interpretation_union'?: "single_intent_interpretation"|"multi_intent_interpretation";
}

/**
 * One interpretation, in the shape the request asked for.
 */
export interface Interpretation__Output {
  /**
   * One intent with its entities.
   */
  'single_intent_interpretation'?: (_nuance_nlu_v1_SingleIntentInterpretation__Output);
  /**
   * A tree of intents, entities and operators (v1beta1 misspelled it intepretation).
   */
  'multi_intent_interpretation'?: (_nuance_nlu_v1_MultiIntentInterpretation__Output);
  'interpretation_union'?: "single_intent_interpretation"|"multi_intent_interpretation";
}

// Original file: protos/nuance/asr/v1/resource.proto

import type { ResourceReference as _nuance_asr_v1_ResourceReference, ResourceReference__Output as _nuance_asr_v1_ResourceReference__Output } from '../../../nuance/asr/v1/ResourceReference';
import type { EnumWeight as _nuance_asr_v1_EnumWeight, EnumWeight__Output as _nuance_asr_v1_EnumWeight__Output } from '../../../nuance/asr/v1/EnumWeight';
import type { EnumResourceReuse as _nuance_asr_v1_EnumResourceReuse, EnumResourceReuse__Output as _nuance_asr_v1_EnumResourceReuse__Output } from '../../../nuance/asr/v1/EnumResourceReuse';
import type { WakeupWord as _nuance_asr_v1_WakeupWord, WakeupWord__Output as _nuance_asr_v1_WakeupWord__Output } from '../../../nuance/asr/v1/WakeupWord';

/**
 * One resource of a recognition.
 */
export interface RecognitionResource {
  /**
   * A stored resource, named by URN or URL.
   */
  'external_reference'?: (_nuance_asr_v1_ResourceReference | null);
  /**
   * A wordset given inline as JSON text: an object mapping an entity name to entries, each
   * with a literal and optional spoken forms.
   */
  'inline_wordset'?: (string);
  /**
   * A builtin of the data pack, by name.
   */
  'builtin'?: (string);
  /**
   * A grammar given inline.
   */
  'inline_grammar'?: (string);
  /**
   * Named weight level.
   */
  'weight_enum'?: (_nuance_asr_v1_EnumWeight);
  /**
   * Numeric weight from 0 to 1.
   */
  'weight_value'?: (number | string);
  /**
   * Whether the resource stays loaded for later recognitions of the same call.
   */
  'reuse'?: (_nuance_asr_v1_EnumResourceReuse);
  /**
   * Wakeup words to detect at the start of the audio.
   */
  'wakeup_word'?: (_nuance_asr_v1_WakeupWord | null);
  /**
   * The resource itself, in one form.
   */
  'resource_union'?: "external_reference"|"inline_wordset"|"builtin"|"inline_grammar"|"wakeup_word";
  /**
   * Weight of a domain language model or wordset against the data pack's base model, as a
   * level or as a number.
   */
  'weight_union'?: "weight_enum"|"weight_value";
}

/**
 * One resource of a recognition.
 */
export interface RecognitionResource__Output {
  /**
   * A stored resource, named by URN or URL.
   */
  'external_reference'?: (_nuance_asr_v1_ResourceReference__Output);
  /**
   * A wordset given inline as JSON text: an object mapping an entity name to entries, each
   * with a literal and optional spoken forms.
   */
  'inline_wordset'?: (string);
  /**
   * A builtin of the data pack, by name.
   */
  'builtin'?: (string);
  /**
   * A grammar given inline.
   */
  'inline_grammar'?: (string);
  /**
   * Named weight level.
   */
  'weight_enum'?: (_nuance_asr_v1_EnumWeight__Output);
  /**
   * Numeric weight from 0 to 1.
   */
  'weight_value'?: (number);
  /**
   * Whether the resource stays loaded for later recognitions of the same call.
   */
  'reuse'?: (_nuance_asr_v1_EnumResourceReuse__Output);
  /**
   * Wakeup words to detect at the start of the audio.
   */
  'wakeup_word'?: (_nuance_asr_v1_WakeupWord__Output);
  /**
   * The resource itself, in one form.
   */
  'resource_union'?: "external_reference"|"inline_wordset"|"builtin"|"inline_grammar"|"wakeup_word";
  /**
   * Weight of a domain language model or wordset against the data pack's base model, as a
   * level or as a number.
   */
  'weight_union'?: "weight_enum"|"weight_value";
}

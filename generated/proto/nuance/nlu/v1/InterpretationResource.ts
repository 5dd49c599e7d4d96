// Original file: protos/nuance/nlu/v1/runtime.proto

import type { ResourceReference as _nuance_nlu_v1_ResourceReference, ResourceReference__Output as _nuance_nlu_v1_ResourceReference__Output } from '../../../nuance/nlu/v1/ResourceReference';

/**
 * One wordset of a request.
 */
export interface InterpretationResource {
  /**
   * A stored wordset, usually COMPILED_WORDSET.
   */
  'external_reference'?: (_nuance_nlu_v1_ResourceReference | null);
  /**
   * A wordset given inline as JSON text: an object mapping an entity name to entries, each
   * with a literal and optional spoken forms.
   */
  'inline_wordset'?: (string);
  'resource_union'?: "external_reference"|"inline_wordset";
}

/**
 * One wordset of a request.
 */
export interface InterpretationResource__Output {
  /**
   * A stored wordset, usually COMPILED_WORDSET.
   */
  'external_reference'?: (_nuance_nlu_v1_ResourceReference__Output);
  /**
   * A wordset given inline as JSON text: an object mapping an entity name to entries, each
   * with a literal and optional spoken forms.
   */
  'inline_wordset'?: (string);
  'resource_union'?: "external_reference"|"inline_wordset";
}

// Original file: protos/nuance/nlu/v1/runtime.proto

import type { InterpretationParameters as _nuance_nlu_v1_InterpretationParameters, InterpretationParameters__Output as _nuance_nlu_v1_InterpretationParameters__Output } from '../../../nuance/nlu/v1/InterpretationParameters';
import type { ResourceReference as _nuance_nlu_v1_ResourceReference, ResourceReference__Output as _nuance_nlu_v1_ResourceReference__Output } from '../../../nuance/nlu/v1/ResourceReference';
import type { InterpretationResource as _nuance_nlu_v1_InterpretationResource, InterpretationResource__Output as _nuance_nlu_v1_InterpretationResource__Output } from '../../../nuance/nlu/v1/InterpretationResource';
import type { InterpretationInput as _nuance_nlu_v1_InterpretationInput, InterpretationInput__Output as _nuance_nlu_v1_InterpretationInput__Output } from '../../../nuance/nlu/v1/InterpretationInput';

/**
 * Input of Interpret.
 */
export interface InterpretRequest {
  /**
   * How to interpret (optional).
   */
  'parameters'?: (_nuance_nlu_v1_InterpretationParameters | null);
  /**
   * The semantic model (required): type SEMANTIC_MODEL, uri the model URN
   * urn:vendor:tag:model/<context_tag>/vendor.nlu?=language=<lll-CCC>.
   */
  'model'?: (_nuance_nlu_v1_ResourceReference | null);
  /**
   * Wordsets extending the model's list entities, compiled or inline (optional). Inline
   * wordsets suit fewer than 100 terms per entity; compile larger ones ahead of time.
   */
  'resources'?: (_nuance_nlu_v1_InterpretationResource)[];
  /**
   * Client key/value data, copied into the event logs (optional).
   */
  'client_data'?: ({[key: string]: string});
  /**
   * Identifies the end user, for logging (optional).
   */
  'user_id'?: (string);
  /**
   * What to interpret (required).
   */
  'input'?: (_nuance_nlu_v1_InterpretationInput | null);
}

/**
 * Input of Interpret.
 */
export interface InterpretRequest__Output {
  /**
   * How to interpret (optional).
   */
  'parameters'?: (_nuance_nlu_v1_InterpretationParameters__Output);
  /**
   * The semantic model (required): type SEMANTIC_MODEL, uri the model URN
   * urn:vendor:tag:model/<context_tag>/vendor.nlu?=language=<lll-CCC>.
   */
  'model'?: (_nuance_nlu_v1_ResourceReference__Output);
  /**
   * Wordsets extending the model's list entities, compiled or inline (optional). Inline
   * wordsets suit fewer than 100 terms per entity; compile larger ones ahead of time.
   */
  'resources'?: (_nuance_nlu_v1_InterpretationResource__Output)[];
  /**
   * Client key/value data, copied into the event logs (optional).
   */
  'client_data'?: ({[key: string]: string});
  /**
   * Identifies the end user, for logging (optional).
   */
  'user_id'?: (string);
  /**
   * What to interpret (required).
   */
  'input'?: (_nuance_nlu_v1_InterpretationInput__Output);
}

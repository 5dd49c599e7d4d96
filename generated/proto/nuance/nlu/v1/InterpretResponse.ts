// Original file: protos/nuance/nlu/v1/runtime.proto

import type { Status as _nuance_nlu_v1_Status, Status__Output as _nuance_nlu_v1_Status__Output } from '../../../nuance/nlu/v1/Status';
import type { InterpretResult as _nuance_nlu_v1_InterpretResult, InterpretResult__Output as _nuance_nlu_v1_InterpretResult__Output } from '../../../nuance/nlu/v1/InterpretResult';
import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from '../../../google/protobuf/Any';

/**
 * Output of Interpret.
 */
export interface InterpretResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_nlu_v1_Status | null);
  /**
   * The interpretations.
   */
  'result'?: (_nuance_nlu_v1_InterpretResult | null);
  /**
   * Extra data from the model or the service.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any});
}

/**
 * Output of Interpret.
 */
export interface InterpretResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_nlu_v1_Status__Output);
  /**
   * The interpretations.
   */
  'result'?: (_nuance_nlu_v1_InterpretResult__Output);
  /**
   * Extra data from the model or the service.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any__Output});
}

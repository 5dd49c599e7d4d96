// Original file: protos/nuance/nlu/v1/runtime.proto

import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from '../../../google/protobuf/Any';

/**
 * What to interpret; exactly one.
 */
export interface InterpretationInput {
  /**
   * Text, typed or already recognized.
   */
  'text'?: (string);
  /**
   * A recognizer result, packed.
   */
  'asr_result'?: (_google_protobuf_Any | null);
  'input_union'?: "text"|"asr_result";
}

/**
 * What to interpret; exactly one.
 */
export interface InterpretationInput__Output {
  /**
   * Text, typed or already recognized.
   */
  'text'?: (string);
  /**
   * A recognizer result, packed.
   */
  'asr_result'?: (_google_protobuf_Any__Output);
  'input_union'?: "text"|"asr_result";
}

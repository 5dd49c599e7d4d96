// Original file: protos/nuance/nlu/v1/multi-intent-interpretation.proto

import type { EnumOperator as _nuance_nlu_v1_EnumOperator, EnumOperator__Output as _nuance_nlu_v1_EnumOperator__Output } from '../../../nuance/nlu/v1/EnumOperator';
import type { TextRange as _nuance_nlu_v1_TextRange, TextRange__Output as _nuance_nlu_v1_TextRange__Output } from '../../../nuance/nlu/v1/TextRange';
import type { InterpretationNode as _nuance_nlu_v1_InterpretationNode, InterpretationNode__Output as _nuance_nlu_v1_InterpretationNode__Output } from '../../../nuance/nlu/v1/InterpretationNode';
import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from '../../../google/protobuf/Any';
import type { AudioRange as _nuance_nlu_v1_AudioRange, AudioRange__Output as _nuance_nlu_v1_AudioRange__Output } from '../../../nuance/nlu/v1/AudioRange';

/**
 * An operator over its children.
 */
export interface OperatorNode {
  /**
   * The operator.
   */
  'operator'?: (_nuance_nlu_v1_EnumOperator);
  /**
   * Where the operator's span is in the input text.
   */
  'text_range'?: (_nuance_nlu_v1_TextRange | null);
  /**
   * The operands.
   */
  'children'?: (_nuance_nlu_v1_InterpretationNode)[];
  /**
   * The input text the node covers.
   */
  'literal'?: (string);
  /**
   * True when the node is sensitive and is masked in logs.
   */
  'sensitive'?: (boolean);
  /**
   * The covered text after formatting.
   */
  'formatted_literal'?: (string);
  /**
   * Where the node is in the formatted text.
   */
  'formatted_text_range'?: (_nuance_nlu_v1_TextRange | null);
  /**
   * Extra data from the model.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any});
  /**
   * Where the node is in the audio, when the input came from a recognizer.
   */
  'audio_range'?: (_nuance_nlu_v1_AudioRange | null);
}

/**
 * An operator over its children.
 */
export interface OperatorNode__Output {
  /**
   * The operator.
   */
  'operator'?: (_nuance_nlu_v1_EnumOperator__Output);
  /**
   * Where the operator's span is in the input text.
   */
  'text_range'?: (_nuance_nlu_v1_TextRange__Output);
  /**
   * The operands.
   */
  'children'?: (_nuance_nlu_v1_InterpretationNode__Output)[];
  /**
   * The input text the node covers.
   */
  'literal'?: (string);
  /**
   * True when the node is sensitive and is masked in logs.
   */
  'sensitive'?: (boolean);
  /**
   * The covered text after formatting.
   */
  'formatted_literal'?: (string);
  /**
   * Where the node is in the formatted text.
   */
  'formatted_text_range'?: (_nuance_nlu_v1_TextRange__Output);
  /**
   * Extra data from the model.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any__Output});
  /**
   * Where the node is in the audio, when the input came from a recognizer.
   */
  'audio_range'?: (_nuance_nlu_v1_AudioRange__Output);
}

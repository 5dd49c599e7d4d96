// Original file: protos/nuance/nlu/v1/multi-intent-interpretation.proto

import type { InterpretationNode as _nuance_nlu_v1_InterpretationNode, InterpretationNode__Output as _nuance_nlu_v1_InterpretationNode__Output } from '../../../nuance/nlu/v1/InterpretationNode';
import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from '../../../google/protobuf/Any';

/**
 * A tree of intents, entities and operators.
 */
export interface MultiIntentInterpretation {
  /**
   * Root of the tree.
   */
  'root'?: (_nuance_nlu_v1_InterpretationNode | null);
  /**
   * Extra data from the model.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any});
}

/**
 * A tree of intents, entities and operators.
 */
export interface MultiIntentInterpretation__Output {
  /**
   * Root of the tree.
   */
  'root'?: (_nuance_nlu_v1_InterpretationNode__Output);
  /**
   * Extra data from the model.
   */
  'metadata'?: ({[key: string]: _google_protobuf_Any__Output});
}

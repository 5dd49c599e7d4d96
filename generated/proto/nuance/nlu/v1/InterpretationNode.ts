// Original file: protos/nuance/nlu/v1/multi-intent-interpretation.proto

import type { OperatorNode as _nuance_nlu_v1_OperatorNode, OperatorNode__Output as _nuance_nlu_v1_OperatorNode__Output } from '../../../nuance/nlu/v1/OperatorNode';
import type { IntentNode as _nuance_nlu_v1_IntentNode, IntentNode__Output as _nuance_nlu_v1_IntentNode__Output } from '../../../nuance/nlu/v1/IntentNode';
import type { EntityNode as _nuance_nlu_v1_EntityNode, EntityNode__Output as _nuance_nlu_v1_EntityNode__Output } from '../../../nuance/nlu/v1/EntityNode';

/**
 * A node of the tree; exactly one kind.
 */
export interface InterpretationNode {
  /**
   * Combines its children with AND, OR or NOT.
   */
  'operator'?: (_nuance_nlu_v1_OperatorNode | null);
  /**
   * An intent.
   */
  'intent'?: (_nuance_nlu_v1_IntentNode | null);
  /**
   * An entity.
   */
  'entity'?: (_nuance_nlu_v1_EntityNode | null);
  'interpretation_node_union'?: "operator"|"intent"|"entity";
}

/**
 * A node of the tree; exactly one kind.
 */
export interface InterpretationNode__Output {
  /**
   * Combines its children with AND, OR or NOT.
   */
  'operator'?: (_nuance_nlu_v1_OperatorNode__Output);
  /**
   * An intent.
   */
  'intent'?: (_nuance_nlu_v1_IntentNode__Output);
  /**
   * An entity.
   */
  'entity'?: (_nuance_nlu_v1_EntityNode__Output);
  'interpretation_node_union'?: "operator"|"intent"|"entity";
}

// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';
import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../../../nuance/biosec/v1/Decision';
import type { DecisionReason as _nuance_biosec_v1_sessions_DecisionReason, DecisionReason__Output as _nuance_biosec_v1_sessions_DecisionReason__Output } from '../../../../nuance/biosec/v1/sessions/DecisionReason';

/**
 * Output of GetSessionDecision.
 */
export interface GetSessionDecisionResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Risk score.
   */
  'risk'?: (_google_protobuf_Int32Value | null);
  /**
   * Reliability of the risk score.
   */
  'reliability'?: (_google_protobuf_Int32Value | null);
  /**
   * Resulting decision.
   */
  'decision'?: (_nuance_biosec_v1_Decision);
  /**
   * Why that decision was made.
   */
  'decision_reason'?: (_nuance_biosec_v1_sessions_DecisionReason);
}

/**
 * Output of GetSessionDecision.
 */
export interface GetSessionDecisionResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Risk score.
   */
  'risk'?: (_google_protobuf_Int32Value__Output);
  /**
   * Reliability of the risk score.
   */
  'reliability'?: (_google_protobuf_Int32Value__Output);
  /**
   * Resulting decision.
   */
  'decision'?: (_nuance_biosec_v1_Decision__Output);
  /**
   * Why that decision was made.
   */
  'decision_reason'?: (_nuance_biosec_v1_sessions_DecisionReason__Output);
}

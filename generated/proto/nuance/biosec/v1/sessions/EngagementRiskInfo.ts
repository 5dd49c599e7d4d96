// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';
import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../../../nuance/biosec/v1/Decision';
import type { DecisionReason as _nuance_biosec_v1_sessions_DecisionReason, DecisionReason__Output as _nuance_biosec_v1_sessions_DecisionReason__Output } from '../../../../nuance/biosec/v1/sessions/DecisionReason';

/**
 * Risk evaluation of an engagement.
 */
export interface EngagementRiskInfo {
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
 * Risk evaluation of an engagement.
 */
export interface EngagementRiskInfo__Output {
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

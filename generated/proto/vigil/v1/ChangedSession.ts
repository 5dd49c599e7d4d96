// Original file: protos/vigil/v1/replay.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';
import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../nuance/biosec/v1/Decision';
import type { EngagementVerdict as _nuance_biosec_v1_EngagementVerdict, EngagementVerdict__Output as _nuance_biosec_v1_EngagementVerdict__Output } from '../../nuance/biosec/v1/EngagementVerdict';

/**
 * A session whose decision changes.
 */
export interface ChangedSession {
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId | null);
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  'decision_timestamp'?: (_google_protobuf_Timestamp | null);
  'then'?: (_nuance_biosec_v1_Decision);
  'would_be'?: (_nuance_biosec_v1_Decision);
  /**
   * Risk then and under the revision; -1 when none.
   */
  'then_risk'?: (number);
  'would_be_risk'?: (number);
  /**
   * The engagement's verdict, if any.
   */
  'verdict'?: (_nuance_biosec_v1_EngagementVerdict);
}

/**
 * A session whose decision changes.
 */
export interface ChangedSession__Output {
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId__Output);
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  'decision_timestamp'?: (_google_protobuf_Timestamp__Output);
  'then'?: (_nuance_biosec_v1_Decision__Output);
  'would_be'?: (_nuance_biosec_v1_Decision__Output);
  /**
   * Risk then and under the revision; -1 when none.
   */
  'then_risk'?: (number);
  'would_be_risk'?: (number);
  /**
   * The engagement's verdict, if any.
   */
  'verdict'?: (_nuance_biosec_v1_EngagementVerdict__Output);
}

// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { EngagementVerdict as _nuance_biosec_v1_EngagementVerdict, EngagementVerdict__Output as _nuance_biosec_v1_EngagementVerdict__Output } from '../../../../nuance/biosec/v1/EngagementVerdict';
import type { Int64Value as _google_protobuf_Int64Value, Int64Value__Output as _google_protobuf_Int64Value__Output } from '../../../../google/protobuf/Int64Value';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * Verdict recorded on an engagement.
 */
export interface EngagementVerdictInfo {
  /**
   * The verdict.
   */
  'verdict'?: (_nuance_biosec_v1_EngagementVerdict);
  /**
   * Analyst's notes.
   */
  'description'?: (string);
  /**
   * Amount involved, for example of a fraud attempt.
   */
  'amount'?: (_google_protobuf_Int64Value | null);
  /**
   * When the verdict was set.
   */
  'verdict_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Analyst who set it.
   */
  'analyst_id'?: (string);
}

/**
 * Verdict recorded on an engagement.
 */
export interface EngagementVerdictInfo__Output {
  /**
   * The verdict.
   */
  'verdict'?: (_nuance_biosec_v1_EngagementVerdict__Output);
  /**
   * Analyst's notes.
   */
  'description'?: (string);
  /**
   * Amount involved, for example of a fraud attempt.
   */
  'amount'?: (_google_protobuf_Int64Value__Output);
  /**
   * When the verdict was set.
   */
  'verdict_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Analyst who set it.
   */
  'analyst_id'?: (string);
}

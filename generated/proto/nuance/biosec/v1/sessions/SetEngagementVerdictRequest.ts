// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { EngagementVerdict as _nuance_biosec_v1_EngagementVerdict, EngagementVerdict__Output as _nuance_biosec_v1_EngagementVerdict__Output } from '../../../../nuance/biosec/v1/EngagementVerdict';
import type { Int64Value as _google_protobuf_Int64Value, Int64Value__Output as _google_protobuf_Int64Value__Output } from '../../../../google/protobuf/Int64Value';

/**
 * Input of SetEngagementVerdict.
 */
export interface SetEngagementVerdictRequest {
  /**
   * Request context (mandatory). Which of its fields this call reads is not specified.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Engagement the verdict is for; optional when the context names it.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * The verdict (mandatory).
   */
  'verdict'?: (_nuance_biosec_v1_EngagementVerdict);
  /**
   * Analyst's notes.
   */
  'description'?: (string);
  /**
   * Amount involved.
   */
  'amount'?: (_google_protobuf_Int64Value | null);
  /**
   * With a fraud verdict, also clears the enrollments and consents made in this engagement.
   */
  'reset_enroll_attributes_on_fraud'?: (boolean);
}

/**
 * Input of SetEngagementVerdict.
 */
export interface SetEngagementVerdictRequest__Output {
  /**
   * Request context (mandatory). Which of its fields this call reads is not specified.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Engagement the verdict is for; optional when the context names it.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * The verdict (mandatory).
   */
  'verdict'?: (_nuance_biosec_v1_EngagementVerdict__Output);
  /**
   * Analyst's notes.
   */
  'description'?: (string);
  /**
   * Amount involved.
   */
  'amount'?: (_google_protobuf_Int64Value__Output);
  /**
   * With a fraud verdict, also clears the enrollments and consents made in this engagement.
   */
  'reset_enroll_attributes_on_fraud'?: (boolean);
}

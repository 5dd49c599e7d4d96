// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { EngagementDetailsForCreate as _nuance_biosec_v1_sessions_EngagementDetailsForCreate, EngagementDetailsForCreate__Output as _nuance_biosec_v1_sessions_EngagementDetailsForCreate__Output } from '../../../../nuance/biosec/v1/sessions/EngagementDetailsForCreate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of StartEngagement.
 */
export interface StartEngagementRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_sessions_EngagementDetailsForCreate | null);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of StartEngagement.
 */
export interface StartEngagementRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_sessions_EngagementDetailsForCreate__Output);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

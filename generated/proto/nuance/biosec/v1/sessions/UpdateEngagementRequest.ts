// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { EngagementDetailsForUpdate as _nuance_biosec_v1_sessions_EngagementDetailsForUpdate, EngagementDetailsForUpdate__Output as _nuance_biosec_v1_sessions_EngagementDetailsForUpdate__Output } from '../../../../nuance/biosec/v1/sessions/EngagementDetailsForUpdate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of UpdateEngagement.
 */
export interface UpdateEngagementRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id optional, gk_session_id
   * unused, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Engagement to update; optional when the context names it.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_sessions_EngagementDetailsForUpdate | null);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of UpdateEngagement.
 */
export interface UpdateEngagementRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id optional, gk_session_id
   * unused, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Engagement to update; optional when the context names it.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_sessions_EngagementDetailsForUpdate__Output);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

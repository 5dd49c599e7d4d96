// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of GetEngagementDetails.
 */
export interface GetEngagementDetailsRequest {
  /**
   * Request context (mandatory). Which of its fields this call reads is not specified.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Engagement to read; optional when the context names it.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of GetEngagementDetails.
 */
export interface GetEngagementDetailsRequest__Output {
  /**
   * Request context (mandatory). Which of its fields this call reads is not specified.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Engagement to read; optional when the context names it.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

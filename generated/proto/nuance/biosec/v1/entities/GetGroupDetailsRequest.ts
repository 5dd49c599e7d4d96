// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of GetGroupDetails.
 */
export interface GetGroupDetailsRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Group to read.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of GetGroupDetails.
 */
export interface GetGroupDetailsRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Group to read.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

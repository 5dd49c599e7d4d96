// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of GetSessionDetails.
 */
export interface GetSessionDetailsRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id
   * optional, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Session to read; optional when the context names it.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of GetSessionDetails.
 */
export interface GetSessionDetailsRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id
   * optional, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Session to read; optional when the context names it.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

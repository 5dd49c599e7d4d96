// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { ConfigsetFormat as _nuance_biosec_v1_configmanager_ConfigsetFormat, ConfigsetFormat__Output as _nuance_biosec_v1_configmanager_ConfigsetFormat__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetFormat';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of GetConfigsetRevision.
 */
export interface GetConfigsetRevisionRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Revision to read.
   */
  'gk_configset_revision_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Format of the returned content (mandatory).
   */
  'expected_format'?: (_nuance_biosec_v1_configmanager_ConfigsetFormat);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of GetConfigsetRevision.
 */
export interface GetConfigsetRevisionRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Revision to read.
   */
  'gk_configset_revision_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Format of the returned content (mandatory).
   */
  'expected_format'?: (_nuance_biosec_v1_configmanager_ConfigsetFormat__Output);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

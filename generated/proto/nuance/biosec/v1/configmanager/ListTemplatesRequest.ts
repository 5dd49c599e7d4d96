// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { ConfigsetFilter as _nuance_biosec_v1_configmanager_ConfigsetFilter, ConfigsetFilter__Output as _nuance_biosec_v1_configmanager_ConfigsetFilter__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetFilter';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of ListTemplates.
 */
export interface ListTemplatesRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Which templates to list.
   */
  'filter'?: (_nuance_biosec_v1_configmanager_ConfigsetFilter | null);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of ListTemplates.
 */
export interface ListTemplatesRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Which templates to list.
   */
  'filter'?: (_nuance_biosec_v1_configmanager_ConfigsetFilter__Output);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

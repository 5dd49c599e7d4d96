// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { ConfigsetDetailsForUpdate as _nuance_biosec_v1_configmanager_ConfigsetDetailsForUpdate, ConfigsetDetailsForUpdate__Output as _nuance_biosec_v1_configmanager_ConfigsetDetailsForUpdate__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetDetailsForUpdate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of UpdateConfigsetDetails.
 */
export interface UpdateConfigsetDetailsRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Configset to update.
   */
  'configset_id'?: (string);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForUpdate | null);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of UpdateConfigsetDetails.
 */
export interface UpdateConfigsetDetailsRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Configset to update.
   */
  'configset_id'?: (string);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForUpdate__Output);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { ConfigsetType as _nuance_biosec_v1_configmanager_ConfigsetType, ConfigsetType__Output as _nuance_biosec_v1_configmanager_ConfigsetType__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetType';
import type { ConfigsetDetailsForCreate as _nuance_biosec_v1_configmanager_ConfigsetDetailsForCreate, ConfigsetDetailsForCreate__Output as _nuance_biosec_v1_configmanager_ConfigsetDetailsForCreate__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetDetailsForCreate';
import type { ConfigsetGroupedByService as _nuance_biosec_v1_configmanager_ConfigsetGroupedByService, ConfigsetGroupedByService__Output as _nuance_biosec_v1_configmanager_ConfigsetGroupedByService__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetGroupedByService';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of CreateTemplate.
 */
export interface CreateTemplateRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Template ID (mandatory).
   */
  'template_id'?: (string);
  /**
   * Configset type the template is for (mandatory).
   */
  'type'?: (_nuance_biosec_v1_configmanager_ConfigsetType);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForCreate | null);
  /**
   * Content as one byte string.
   */
  'raw_content'?: (Buffer | Uint8Array | string);
  /**
   * Content split per service.
   */
  'configset_object'?: (_nuance_biosec_v1_configmanager_ConfigsetGroupedByService | null);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
  /**
   * The content (mandatory), in one of two forms.
   */
  'template_content'?: "raw_content"|"configset_object";
}

/**
 * Input of CreateTemplate.
 */
export interface CreateTemplateRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Template ID (mandatory).
   */
  'template_id'?: (string);
  /**
   * Configset type the template is for (mandatory).
   */
  'type'?: (_nuance_biosec_v1_configmanager_ConfigsetType__Output);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForCreate__Output);
  /**
   * Content as one byte string.
   */
  'raw_content'?: (Buffer);
  /**
   * Content split per service.
   */
  'configset_object'?: (_nuance_biosec_v1_configmanager_ConfigsetGroupedByService__Output);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
  /**
   * The content (mandatory), in one of two forms.
   */
  'template_content'?: "raw_content"|"configset_object";
}

// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { ConfigsetType as _nuance_biosec_v1_configmanager_ConfigsetType, ConfigsetType__Output as _nuance_biosec_v1_configmanager_ConfigsetType__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetType';
import type { ConfigsetDetailsForCreate as _nuance_biosec_v1_configmanager_ConfigsetDetailsForCreate, ConfigsetDetailsForCreate__Output as _nuance_biosec_v1_configmanager_ConfigsetDetailsForCreate__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetDetailsForCreate';
import type { ConfigsetGroupedByService as _nuance_biosec_v1_configmanager_ConfigsetGroupedByService, ConfigsetGroupedByService__Output as _nuance_biosec_v1_configmanager_ConfigsetGroupedByService__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetGroupedByService';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of CreateConfigset.
 */
export interface CreateConfigsetRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Configset ID (mandatory); an existing ID gets a new revision.
   */
  'configset_id'?: (string);
  /**
   * Configset type (mandatory).
   */
  'type'?: (_nuance_biosec_v1_configmanager_ConfigsetType);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForCreate | null);
  /**
   * Validate on creation; defaults to no validation.
   */
  'perform_validation'?: (boolean);
  /**
   * Content as one byte string.
   */
  'raw_content'?: (Buffer | Uint8Array | string);
  /**
   * Content split per service.
   */
  'configset_object'?: (_nuance_biosec_v1_configmanager_ConfigsetGroupedByService | null);
  /**
   * Copy the content of this template.
   */
  'source_template_id'?: (string);
  /**
   * Copy the content of this configset.
   */
  'source_configset_id'?: (string);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
  /**
   * The content (mandatory), in one of four forms.
   */
  'configset_content'?: "raw_content"|"configset_object"|"source_template_id"|"source_configset_id";
}

/**
 * Input of CreateConfigset.
 */
export interface CreateConfigsetRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Configset ID (mandatory); an existing ID gets a new revision.
   */
  'configset_id'?: (string);
  /**
   * Configset type (mandatory).
   */
  'type'?: (_nuance_biosec_v1_configmanager_ConfigsetType__Output);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForCreate__Output);
  /**
   * Validate on creation; defaults to no validation.
   */
  'perform_validation'?: (boolean);
  /**
   * Content as one byte string.
   */
  'raw_content'?: (Buffer);
  /**
   * Content split per service.
   */
  'configset_object'?: (_nuance_biosec_v1_configmanager_ConfigsetGroupedByService__Output);
  /**
   * Copy the content of this template.
   */
  'source_template_id'?: (string);
  /**
   * Copy the content of this configset.
   */
  'source_configset_id'?: (string);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
  /**
   * The content (mandatory), in one of four forms.
   */
  'configset_content'?: "raw_content"|"configset_object"|"source_template_id"|"source_configset_id";
}

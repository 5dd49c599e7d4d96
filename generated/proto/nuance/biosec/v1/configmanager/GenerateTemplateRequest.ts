// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { ConfigsetType as _nuance_biosec_v1_configmanager_ConfigsetType, ConfigsetType__Output as _nuance_biosec_v1_configmanager_ConfigsetType__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetType';

/**
 * Input of GenerateTemplate.
 */
export interface GenerateTemplateRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Factory template ID (mandatory).
   */
  'template_id'?: (string);
  /**
   * Configset type (mandatory).
   */
  'type'?: (_nuance_biosec_v1_configmanager_ConfigsetType);
}

/**
 * Input of GenerateTemplate.
 */
export interface GenerateTemplateRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Factory template ID (mandatory).
   */
  'template_id'?: (string);
  /**
   * Configset type (mandatory).
   */
  'type'?: (_nuance_biosec_v1_configmanager_ConfigsetType__Output);
}

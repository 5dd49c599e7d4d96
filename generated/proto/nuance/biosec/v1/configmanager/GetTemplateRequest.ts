// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { ConfigsetFormat as _nuance_biosec_v1_configmanager_ConfigsetFormat, ConfigsetFormat__Output as _nuance_biosec_v1_configmanager_ConfigsetFormat__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetFormat';

/**
 * Input of GetTemplate.
 */
export interface GetTemplateRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Template to read.
   */
  'template_id'?: (string);
  /**
   * Format of the returned content (mandatory).
   */
  'expected_format'?: (_nuance_biosec_v1_configmanager_ConfigsetFormat);
}

/**
 * Input of GetTemplate.
 */
export interface GetTemplateRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Template to read.
   */
  'template_id'?: (string);
  /**
   * Format of the returned content (mandatory).
   */
  'expected_format'?: (_nuance_biosec_v1_configmanager_ConfigsetFormat__Output);
}

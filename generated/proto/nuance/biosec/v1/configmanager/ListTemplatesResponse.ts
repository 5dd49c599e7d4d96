// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { ConfigsetDetailsForRead as _nuance_biosec_v1_configmanager_ConfigsetDetailsForRead, ConfigsetDetailsForRead__Output as _nuance_biosec_v1_configmanager_ConfigsetDetailsForRead__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetDetailsForRead';

/**
 * Output of ListTemplates.
 */
export interface ListTemplatesResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Matching templates.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForRead)[];
}

/**
 * Output of ListTemplates.
 */
export interface ListTemplatesResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Matching templates.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForRead__Output)[];
}

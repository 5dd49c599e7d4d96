// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { ConfigsetGroupedByService as _nuance_biosec_v1_configmanager_ConfigsetGroupedByService, ConfigsetGroupedByService__Output as _nuance_biosec_v1_configmanager_ConfigsetGroupedByService__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetGroupedByService';

/**
 * Output of GetTemplate. Field numbers 2 to 4 are not used.
 */
export interface GetTemplateResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Content as one byte string.
   */
  'raw_content'?: (Buffer | Uint8Array | string);
  /**
   * Content split per service.
   */
  'configset_object'?: (_nuance_biosec_v1_configmanager_ConfigsetGroupedByService | null);
  /**
   * Content, in the requested format.
   */
  'template_content'?: "raw_content"|"configset_object";
}

/**
 * Output of GetTemplate. Field numbers 2 to 4 are not used.
 */
export interface GetTemplateResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Content as one byte string.
   */
  'raw_content'?: (Buffer);
  /**
   * Content split per service.
   */
  'configset_object'?: (_nuance_biosec_v1_configmanager_ConfigsetGroupedByService__Output);
  /**
   * Content, in the requested format.
   */
  'template_content'?: "raw_content"|"configset_object";
}

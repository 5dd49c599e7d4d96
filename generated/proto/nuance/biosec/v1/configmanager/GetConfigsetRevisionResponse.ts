// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { ConfigsetDetailsForRead as _nuance_biosec_v1_configmanager_ConfigsetDetailsForRead, ConfigsetDetailsForRead__Output as _nuance_biosec_v1_configmanager_ConfigsetDetailsForRead__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetDetailsForRead';
import type { ConfigsetGroupedByService as _nuance_biosec_v1_configmanager_ConfigsetGroupedByService, ConfigsetGroupedByService__Output as _nuance_biosec_v1_configmanager_ConfigsetGroupedByService__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetGroupedByService';

/**
 * Output of GetConfigsetRevision.
 */
export interface GetConfigsetRevisionResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Details of the revision.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForRead | null);
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
  'configset_content'?: "raw_content"|"configset_object";
}

/**
 * Output of GetConfigsetRevision.
 */
export interface GetConfigsetRevisionResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Details of the revision.
   */
  'details'?: (_nuance_biosec_v1_configmanager_ConfigsetDetailsForRead__Output);
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
  'configset_content'?: "raw_content"|"configset_object";
}

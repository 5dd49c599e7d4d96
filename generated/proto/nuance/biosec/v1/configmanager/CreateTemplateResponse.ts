// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of CreateTemplate.
 */
export interface CreateTemplateResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Gatekeeper ID of the new template.
   */
  'gk_template_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of CreateTemplate.
 */
export interface CreateTemplateResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Gatekeeper ID of the new template.
   */
  'gk_template_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

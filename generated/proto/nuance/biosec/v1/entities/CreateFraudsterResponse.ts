// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of CreateFraudster.
 */
export interface CreateFraudsterResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * ID of the new fraudster.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of CreateFraudster.
 */
export interface CreateFraudsterResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * ID of the new fraudster.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

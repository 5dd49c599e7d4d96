// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of ListFraudsterProfiles.
 */
export interface ListFraudsterProfilesResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Voiceprint profiles owned by the fraudster.
   */
  'gk_voiceprint_profile_ids'?: (_nuance_biosec_v1_UniqueId)[];
  /**
   * Convoprint profiles owned by the fraudster.
   */
  'gk_convoprint_profile_ids'?: (_nuance_biosec_v1_UniqueId)[];
  /**
   * Deviceprint profiles owned by the fraudster.
   */
  'gk_deviceprint_profile_ids'?: (_nuance_biosec_v1_UniqueId)[];
}

/**
 * Output of ListFraudsterProfiles.
 */
export interface ListFraudsterProfilesResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Voiceprint profiles owned by the fraudster.
   */
  'gk_voiceprint_profile_ids'?: (_nuance_biosec_v1_UniqueId__Output)[];
  /**
   * Convoprint profiles owned by the fraudster.
   */
  'gk_convoprint_profile_ids'?: (_nuance_biosec_v1_UniqueId__Output)[];
  /**
   * Deviceprint profiles owned by the fraudster.
   */
  'gk_deviceprint_profile_ids'?: (_nuance_biosec_v1_UniqueId__Output)[];
}

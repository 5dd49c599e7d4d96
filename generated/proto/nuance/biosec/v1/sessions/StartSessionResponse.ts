// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of StartSession.
 */
export interface StartSessionResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * ID of the new session.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Engagement the session joined or that was created for it.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of StartSession.
 */
export interface StartSessionResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * ID of the new session.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Engagement the session joined or that was created for it.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

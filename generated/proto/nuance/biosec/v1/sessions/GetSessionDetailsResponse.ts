// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { SessionDetailsForRead as _nuance_biosec_v1_sessions_SessionDetailsForRead, SessionDetailsForRead__Output as _nuance_biosec_v1_sessions_SessionDetailsForRead__Output } from '../../../../nuance/biosec/v1/sessions/SessionDetailsForRead';

/**
 * Output of GetSessionDetails.
 */
export interface GetSessionDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_sessions_SessionDetailsForRead | null);
}

/**
 * Output of GetSessionDetails.
 */
export interface GetSessionDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_sessions_SessionDetailsForRead__Output);
}

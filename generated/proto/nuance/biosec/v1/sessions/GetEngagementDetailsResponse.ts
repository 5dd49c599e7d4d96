// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { EngagementDetailsForRead as _nuance_biosec_v1_sessions_EngagementDetailsForRead, EngagementDetailsForRead__Output as _nuance_biosec_v1_sessions_EngagementDetailsForRead__Output } from '../../../../nuance/biosec/v1/sessions/EngagementDetailsForRead';

/**
 * Output of GetEngagementDetails.
 */
export interface GetEngagementDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_sessions_EngagementDetailsForRead | null);
}

/**
 * Output of GetEngagementDetails.
 */
export interface GetEngagementDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_sessions_EngagementDetailsForRead__Output);
}

// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { CorrelatedEngagementDetails as _nuance_biosec_v1_sessions_CorrelatedEngagementDetails, CorrelatedEngagementDetails__Output as _nuance_biosec_v1_sessions_CorrelatedEngagementDetails__Output } from '../../../../nuance/biosec/v1/sessions/CorrelatedEngagementDetails';

/**
 * Output of ListCorrelatedEngagements.
 */
export interface ListCorrelatedEngagementsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Up to five engagements, newest first.
   */
  'engagements'?: (_nuance_biosec_v1_sessions_CorrelatedEngagementDetails)[];
}

/**
 * Output of ListCorrelatedEngagements.
 */
export interface ListCorrelatedEngagementsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Up to five engagements, newest first.
   */
  'engagements'?: (_nuance_biosec_v1_sessions_CorrelatedEngagementDetails__Output)[];
}

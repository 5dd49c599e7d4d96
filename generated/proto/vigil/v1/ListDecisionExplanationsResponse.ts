// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { DecisionExplanation as _vigil_v1_DecisionExplanation, DecisionExplanation__Output as _vigil_v1_DecisionExplanation__Output } from '../../vigil/v1/DecisionExplanation';

/**
 * Output of ListDecisionExplanations.
 */
export interface ListDecisionExplanationsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * One per session with a decision, in the order the sessions started; sessions never decided
   * have none.
   */
  'explanations'?: (_vigil_v1_DecisionExplanation)[];
}

/**
 * Output of ListDecisionExplanations.
 */
export interface ListDecisionExplanationsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * One per session with a decision, in the order the sessions started; sessions never decided
   * have none.
   */
  'explanations'?: (_vigil_v1_DecisionExplanation__Output)[];
}

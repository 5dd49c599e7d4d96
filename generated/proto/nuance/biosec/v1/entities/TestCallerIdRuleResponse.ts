// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of TestCallerIdRule.
 */
export interface TestCallerIdRuleResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * True when the expression matches the number.
   */
  'is_matched'?: (boolean);
}

/**
 * Output of TestCallerIdRule.
 */
export interface TestCallerIdRuleResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * True when the expression matches the number.
   */
  'is_matched'?: (boolean);
}

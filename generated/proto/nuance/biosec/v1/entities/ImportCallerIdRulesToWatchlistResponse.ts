// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { FailedCallerIdRule as _nuance_biosec_v1_entities_FailedCallerIdRule, FailedCallerIdRule__Output as _nuance_biosec_v1_entities_FailedCallerIdRule__Output } from '../../../../nuance/biosec/v1/entities/FailedCallerIdRule';

/**
 * Output of ImportCallerIdRulesToWatchlist.
 */
export interface ImportCallerIdRulesToWatchlistResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Lines that were not imported.
   */
  'failures'?: (_nuance_biosec_v1_entities_FailedCallerIdRule)[];
}

/**
 * Output of ImportCallerIdRulesToWatchlist.
 */
export interface ImportCallerIdRulesToWatchlistResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Lines that were not imported.
   */
  'failures'?: (_nuance_biosec_v1_entities_FailedCallerIdRule__Output)[];
}

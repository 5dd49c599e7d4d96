// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of UpdateCallerIdRuleInWatchlist.
 */
export interface UpdateCallerIdRuleInWatchlistResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The phone number as stored after normalization.
   */
  'normalized_phone_number'?: (string);
}

/**
 * Output of UpdateCallerIdRuleInWatchlist.
 */
export interface UpdateCallerIdRuleInWatchlistResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The phone number as stored after normalization.
   */
  'normalized_phone_number'?: (string);
}

// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of IsFraudsterInWatchlist.
 */
export interface IsFraudsterInWatchlistResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * True when the fraudster is on the watchlist.
   */
  'is_in_watchlist'?: (boolean);
}

/**
 * Output of IsFraudsterInWatchlist.
 */
export interface IsFraudsterInWatchlistResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * True when the fraudster is on the watchlist.
   */
  'is_in_watchlist'?: (boolean);
}

// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of DeleteWatchlist.
 */
export interface DeleteWatchlistResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of DeleteWatchlist.
 */
export interface DeleteWatchlistResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
}

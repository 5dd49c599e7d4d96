// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of GetGkWatchlistId.
 */
export interface GetGkWatchlistIdResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Gatekeeper ID of that watchlist.
   */
  'gk_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Output of GetGkWatchlistId.
 */
export interface GetGkWatchlistIdResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Gatekeeper ID of that watchlist.
   */
  'gk_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { WatchlistDetailsForRead as _nuance_biosec_v1_entities_WatchlistDetailsForRead, WatchlistDetailsForRead__Output as _nuance_biosec_v1_entities_WatchlistDetailsForRead__Output } from '../../../../nuance/biosec/v1/entities/WatchlistDetailsForRead';

/**
 * Output of GetWatchlistDetails.
 */
export interface GetWatchlistDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_entities_WatchlistDetailsForRead | null);
}

/**
 * Output of GetWatchlistDetails.
 */
export interface GetWatchlistDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_entities_WatchlistDetailsForRead__Output);
}

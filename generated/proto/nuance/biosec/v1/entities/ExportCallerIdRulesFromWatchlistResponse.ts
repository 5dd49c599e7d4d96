// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * Output of ExportCallerIdRulesFromWatchlist.
 */
export interface ExportCallerIdRulesFromWatchlistResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The rules as CSV.
   */
  'csv_data'?: (string);
}

/**
 * Output of ExportCallerIdRulesFromWatchlist.
 */
export interface ExportCallerIdRulesFromWatchlistResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The rules as CSV.
   */
  'csv_data'?: (string);
}

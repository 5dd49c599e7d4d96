// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { CallerIdWatchlistDetailsForRead as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead, CallerIdWatchlistDetailsForRead__Output as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead__Output } from '../../../../nuance/biosec/v1/entities/CallerIdWatchlistDetailsForRead';
import type { Long } from '@grpc/proto-loader';

/**
 * Output of ListWatchlistCallerIdRules.
 */
export interface ListWatchlistCallerIdRulesResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Rules on this page.
   */
  'details'?: (_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead)[];
  /**
   * Number of rules matching in all.
   */
  'total_results'?: (number | string | Long);
  /**
   * Pass back to get the next page.
   */
  'offset'?: (string);
  /**
   * True on the last page.
   */
  'end_of_list'?: (boolean);
}

/**
 * Output of ListWatchlistCallerIdRules.
 */
export interface ListWatchlistCallerIdRulesResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Rules on this page.
   */
  'details'?: (_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead__Output)[];
  /**
   * Number of rules matching in all.
   */
  'total_results'?: (string);
  /**
   * Pass back to get the next page.
   */
  'offset'?: (string);
  /**
   * True on the last page.
   */
  'end_of_list'?: (boolean);
}

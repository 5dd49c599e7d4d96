// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { WatchlistItem as _vigil_v1_WatchlistItem, WatchlistItem__Output as _vigil_v1_WatchlistItem__Output } from '../../vigil/v1/WatchlistItem';

/**
 * Output of ListWatchlists.
 */
export interface ListWatchlistsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The page, in the requested order.
   */
  'watchlists'?: (_vigil_v1_WatchlistItem)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching watchlists across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

/**
 * Output of ListWatchlists.
 */
export interface ListWatchlistsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The page, in the requested order.
   */
  'watchlists'?: (_vigil_v1_WatchlistItem__Output)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching watchlists across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

// Original file: protos/vigil/v1/browse.proto

import type { WatchlistDetailsForRead as _nuance_biosec_v1_entities_WatchlistDetailsForRead, WatchlistDetailsForRead__Output as _nuance_biosec_v1_entities_WatchlistDetailsForRead__Output } from '../../nuance/biosec/v1/entities/WatchlistDetailsForRead';

/**
 * One listed watchlist.
 */
export interface WatchlistItem {
  /**
   * The watchlist, as GetWatchlistDetails reads it.
   */
  'details'?: (_nuance_biosec_v1_entities_WatchlistDetailsForRead | null);
  /**
   * Fraudsters on the watchlist.
   */
  'member_count'?: (number);
}

/**
 * One listed watchlist.
 */
export interface WatchlistItem__Output {
  /**
   * The watchlist, as GetWatchlistDetails reads it.
   */
  'details'?: (_nuance_biosec_v1_entities_WatchlistDetailsForRead__Output);
  /**
   * Fraudsters on the watchlist.
   */
  'member_count'?: (number);
}

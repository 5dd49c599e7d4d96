// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto


/**
 * Changeable fields of a watchlist; the request's field_mask chooses which ones apply.
 */
export interface WatchlistDetailsForUpdate {
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Changeable fields of a watchlist; the request's field_mask chooses which ones apply.
 */
export interface WatchlistDetailsForUpdate__Output {
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

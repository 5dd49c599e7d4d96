// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto


/**
 * Details that can be given when a watchlist is created. Every field is optional.
 */
export interface WatchlistDetailsForCreate {
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Details that can be given when a watchlist is created. Every field is optional.
 */
export interface WatchlistDetailsForCreate__Output {
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

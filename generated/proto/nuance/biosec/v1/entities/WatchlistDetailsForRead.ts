// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * A stored watchlist, as GetWatchlistDetails returns it. Every field is optional and filled in as
 * field_mask selects.
 */
export interface WatchlistDetailsForRead {
  /**
   * Gatekeeper ID of the watchlist.
   */
  'gk_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * External ID, unique within the scope.
   */
  'watchlist_id'?: (string);
  /**
   * When the watchlist was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the watchlist was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * A stored watchlist, as GetWatchlistDetails returns it. Every field is optional and filled in as
 * field_mask selects.
 */
export interface WatchlistDetailsForRead__Output {
  /**
   * Gatekeeper ID of the watchlist.
   */
  'gk_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * External ID, unique within the scope.
   */
  'watchlist_id'?: (string);
  /**
   * When the watchlist was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the watchlist was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

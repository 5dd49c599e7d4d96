// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';

/**
 * Input of ListWatchlists. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListWatchlistsRequest {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Only the watchlists this fraudster is on.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * External watchlist_id starts with this text (case-sensitive).
   */
  'watchlist_id_prefix'?: (string);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (default "creation_timestamp desc").
   */
  'order_by'?: (string);
}

/**
 * Input of ListWatchlists. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListWatchlistsRequest__Output {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Only the watchlists this fraudster is on.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * External watchlist_id starts with this text (case-sensitive).
   */
  'watchlist_id_prefix'?: (string);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (default "creation_timestamp desc").
   */
  'order_by'?: (string);
}

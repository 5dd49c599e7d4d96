// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of RenameWatchlist.
 */
export interface RenameWatchlistRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Watchlist to rename.
   */
  'gk_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * New external ID; it must not be in use in the scope.
   */
  'new_watchlist_id'?: (string);
}

/**
 * Input of RenameWatchlist.
 */
export interface RenameWatchlistRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Watchlist to rename.
   */
  'gk_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * New external ID; it must not be in use in the scope.
   */
  'new_watchlist_id'?: (string);
}

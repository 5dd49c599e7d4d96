// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { WatchlistDetailsForUpdate as _nuance_biosec_v1_entities_WatchlistDetailsForUpdate, WatchlistDetailsForUpdate__Output as _nuance_biosec_v1_entities_WatchlistDetailsForUpdate__Output } from '../../../../nuance/biosec/v1/entities/WatchlistDetailsForUpdate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of UpdateWatchlist.
 */
export interface UpdateWatchlistRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Watchlist to change.
   */
  'gk_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_entities_WatchlistDetailsForUpdate | null);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of UpdateWatchlist.
 */
export interface UpdateWatchlistRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Watchlist to change.
   */
  'gk_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * New values (mandatory); only the fields named in field_mask are applied.
   */
  'details'?: (_nuance_biosec_v1_entities_WatchlistDetailsForUpdate__Output);
  /**
   * Names the fields of details to change (mandatory); fields not named are left alone.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

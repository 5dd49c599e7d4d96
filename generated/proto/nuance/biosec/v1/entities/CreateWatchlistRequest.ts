// Original file: protos/nuance/biosec/v1/entities/watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { WatchlistDetailsForCreate as _nuance_biosec_v1_entities_WatchlistDetailsForCreate, WatchlistDetailsForCreate__Output as _nuance_biosec_v1_entities_WatchlistDetailsForCreate__Output } from '../../../../nuance/biosec/v1/entities/WatchlistDetailsForCreate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of CreateWatchlist.
 */
export interface CreateWatchlistRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * External ID of the new watchlist, unique within the scope (mandatory).
   */
  'watchlist_id'?: (string);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_entities_WatchlistDetailsForCreate | null);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of CreateWatchlist.
 */
export interface CreateWatchlistRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * External ID of the new watchlist, unique within the scope (mandatory).
   */
  'watchlist_id'?: (string);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_entities_WatchlistDetailsForCreate__Output);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

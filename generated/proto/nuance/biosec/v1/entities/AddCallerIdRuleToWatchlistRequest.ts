// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { CallerIdWatchlistDetailsForCreate as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate, CallerIdWatchlistDetailsForCreate__Output as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate__Output } from '../../../../nuance/biosec/v1/entities/CallerIdWatchlistDetailsForCreate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of AddCallerIdRuleToWatchlist.
 */
export interface AddCallerIdRuleToWatchlistRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Watchlist to add to.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * The rule.
   */
  'details'?: (_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate | null);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of AddCallerIdRuleToWatchlist.
 */
export interface AddCallerIdRuleToWatchlistRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Watchlist to add to.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * The rule.
   */
  'details'?: (_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate__Output);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { ListCallerIdRulesFilters as _nuance_biosec_v1_entities_ListCallerIdRulesFilters, ListCallerIdRulesFilters__Output as _nuance_biosec_v1_entities_ListCallerIdRulesFilters__Output } from '../../../../nuance/biosec/v1/entities/ListCallerIdRulesFilters';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of ListWatchlistCallerIdRules.
 */
export interface ListWatchlistCallerIdRulesRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Watchlist to list.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Where to continue; the offset returned by the previous page, empty for the first.
   */
  'offset'?: (string);
  /**
   * Largest page size wanted.
   */
  'max_results'?: (number);
  /**
   * Optional narrowing.
   */
  'filters'?: (_nuance_biosec_v1_entities_ListCallerIdRulesFilters | null);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
}

/**
 * Input of ListWatchlistCallerIdRules.
 */
export interface ListWatchlistCallerIdRulesRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Watchlist to list.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Where to continue; the offset returned by the previous page, empty for the first.
   */
  'offset'?: (string);
  /**
   * Largest page size wanted.
   */
  'max_results'?: (number);
  /**
   * Optional narrowing.
   */
  'filters'?: (_nuance_biosec_v1_entities_ListCallerIdRulesFilters__Output);
  /**
   * Selects which fields of the returned details are filled in; when absent, all fields are
   * returned.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
}

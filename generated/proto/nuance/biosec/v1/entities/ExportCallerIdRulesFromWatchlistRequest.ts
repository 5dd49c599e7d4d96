// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { CallerIdDataEncoding as _nuance_biosec_v1_entities_CallerIdDataEncoding, CallerIdDataEncoding__Output as _nuance_biosec_v1_entities_CallerIdDataEncoding__Output } from '../../../../nuance/biosec/v1/entities/CallerIdDataEncoding';

/**
 * Input of ExportCallerIdRulesFromWatchlist.
 */
export interface ExportCallerIdRulesFromWatchlistRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Watchlist to export.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Encoding wanted for csv_data.
   */
  'data_encoding'?: (_nuance_biosec_v1_entities_CallerIdDataEncoding);
}

/**
 * Input of ExportCallerIdRulesFromWatchlist.
 */
export interface ExportCallerIdRulesFromWatchlistRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Watchlist to export.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Encoding wanted for csv_data.
   */
  'data_encoding'?: (_nuance_biosec_v1_entities_CallerIdDataEncoding__Output);
}

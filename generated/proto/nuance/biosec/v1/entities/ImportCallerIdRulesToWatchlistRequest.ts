// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { UploadType as _nuance_biosec_v1_entities_UploadType, UploadType__Output as _nuance_biosec_v1_entities_UploadType__Output } from '../../../../nuance/biosec/v1/entities/UploadType';
import type { CallerIdDataEncoding as _nuance_biosec_v1_entities_CallerIdDataEncoding, CallerIdDataEncoding__Output as _nuance_biosec_v1_entities_CallerIdDataEncoding__Output } from '../../../../nuance/biosec/v1/entities/CallerIdDataEncoding';

/**
 * Input of ImportCallerIdRulesToWatchlist.
 */
export interface ImportCallerIdRulesToWatchlistRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Watchlist to load into.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Rules as CSV.
   */
  'csv_data'?: (string);
  /**
   * Merge with or replace the existing rules.
   */
  'upload_type'?: (_nuance_biosec_v1_entities_UploadType);
  /**
   * Encoding of csv_data.
   */
  'data_encoding'?: (_nuance_biosec_v1_entities_CallerIdDataEncoding);
}

/**
 * Input of ImportCallerIdRulesToWatchlist.
 */
export interface ImportCallerIdRulesToWatchlistRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Watchlist to load into.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Rules as CSV.
   */
  'csv_data'?: (string);
  /**
   * Merge with or replace the existing rules.
   */
  'upload_type'?: (_nuance_biosec_v1_entities_UploadType__Output);
  /**
   * Encoding of csv_data.
   */
  'data_encoding'?: (_nuance_biosec_v1_entities_CallerIdDataEncoding__Output);
}

// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of DeleteCallerIdRuleFromWatchlist.
 */
export interface DeleteCallerIdRuleFromWatchlistRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Watchlist holding the rule.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Rule to remove.
   */
  'gk_callerid_rule_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Input of DeleteCallerIdRuleFromWatchlist.
 */
export interface DeleteCallerIdRuleFromWatchlistRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Watchlist holding the rule.
   */
  'gk_callerid_watchlist_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Rule to remove.
   */
  'gk_callerid_rule_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

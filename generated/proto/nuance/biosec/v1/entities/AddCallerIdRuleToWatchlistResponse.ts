// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Output of AddCallerIdRuleToWatchlist.
 */
export interface AddCallerIdRuleToWatchlistResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * ID of the new rule.
   */
  'gk_callerid_rule_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * The phone number as stored after normalization.
   */
  'normalized_phone_number'?: (string);
}

/**
 * Output of AddCallerIdRuleToWatchlist.
 */
export interface AddCallerIdRuleToWatchlistResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * ID of the new rule.
   */
  'gk_callerid_rule_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * The phone number as stored after normalization.
   */
  'normalized_phone_number'?: (string);
}

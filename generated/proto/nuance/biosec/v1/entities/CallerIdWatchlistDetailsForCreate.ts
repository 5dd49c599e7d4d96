// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { CallerIdRiskLevel as _nuance_biosec_v1_CallerIdRiskLevel, CallerIdRiskLevel__Output as _nuance_biosec_v1_CallerIdRiskLevel__Output } from '../../../../nuance/biosec/v1/CallerIdRiskLevel';

/**
 * A new watchlist rule.
 */
export interface CallerIdWatchlistDetailsForCreate {
  /**
   * An exact phone number.
   */
  'phone_number'?: (string);
  /**
   * A regular expression over caller IDs.
   */
  'caller_id_regex'?: (string);
  /**
   * Free-text description.
   */
  'description'?: (string);
  /**
   * Risk given to matching caller IDs.
   */
  'risk_level'?: (_nuance_biosec_v1_CallerIdRiskLevel);
  /**
   * What the rule matches, in one form.
   */
  'caller_id'?: "phone_number"|"caller_id_regex";
}

/**
 * A new watchlist rule.
 */
export interface CallerIdWatchlistDetailsForCreate__Output {
  /**
   * An exact phone number.
   */
  'phone_number'?: (string);
  /**
   * A regular expression over caller IDs.
   */
  'caller_id_regex'?: (string);
  /**
   * Free-text description.
   */
  'description'?: (string);
  /**
   * Risk given to matching caller IDs.
   */
  'risk_level'?: (_nuance_biosec_v1_CallerIdRiskLevel__Output);
  /**
   * What the rule matches, in one form.
   */
  'caller_id'?: "phone_number"|"caller_id_regex";
}

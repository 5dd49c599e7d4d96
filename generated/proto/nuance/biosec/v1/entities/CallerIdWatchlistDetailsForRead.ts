// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { CallerIdRiskLevel as _nuance_biosec_v1_CallerIdRiskLevel, CallerIdRiskLevel__Output as _nuance_biosec_v1_CallerIdRiskLevel__Output } from '../../../../nuance/biosec/v1/CallerIdRiskLevel';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * A stored watchlist rule.
 */
export interface CallerIdWatchlistDetailsForRead {
  /**
   * ID of the rule.
   */
  'gk_callerid_rule_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * An exact phone number.
   */
  'phone_number'?: (string);
  /**
   * A regular expression over caller IDs.
   */
  'caller_id_regex'?: (string);
  /**
   * Client (application) ID.
   */
  'client_id'?: (string);
  /**
   * Analyst ID.
   */
  'analyst_id'?: (string);
  /**
   * Free-text description.
   */
  'description'?: (string);
  /**
   * Risk given to matching caller IDs.
   */
  'risk_level'?: (_nuance_biosec_v1_CallerIdRiskLevel);
  /**
   * When the rule was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the rule was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * What the rule matches, in one form.
   */
  'caller_id'?: "phone_number"|"caller_id_regex";
  /**
   * Who last maintained the rule.
   */
  'member'?: "client_id"|"analyst_id";
}

/**
 * A stored watchlist rule.
 */
export interface CallerIdWatchlistDetailsForRead__Output {
  /**
   * ID of the rule.
   */
  'gk_callerid_rule_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * An exact phone number.
   */
  'phone_number'?: (string);
  /**
   * A regular expression over caller IDs.
   */
  'caller_id_regex'?: (string);
  /**
   * Client (application) ID.
   */
  'client_id'?: (string);
  /**
   * Analyst ID.
   */
  'analyst_id'?: (string);
  /**
   * Free-text description.
   */
  'description'?: (string);
  /**
   * Risk given to matching caller IDs.
   */
  'risk_level'?: (_nuance_biosec_v1_CallerIdRiskLevel__Output);
  /**
   * When the rule was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the rule was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * What the rule matches, in one form.
   */
  'caller_id'?: "phone_number"|"caller_id_regex";
  /**
   * Who last maintained the rule.
   */
  'member'?: "client_id"|"analyst_id";
}

// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../../google/protobuf/Timestamp';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../../nuance/biosec/v1/UniqueId';

/**
 * Call data needed to validate a caller ID.
 */
export interface CallerIdData {
  /**
   * Optional client reference for the call.
   */
  'reference_id'?: (string);
  /**
   * When the call started (mandatory).
   */
  'call_start_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Calling number from the user part of the FROM header URI (mandatory; digits, spaces,
   * dashes, plus sign, parentheses).
   */
  'calling_number'?: (string);
  /**
   * Called number from the user part of the TO header URI (mandatory; same characters as
   * calling_number).
   */
  'called_number'?: (string);
  /**
   * Telecom network the call came in on (mandatory).
   */
  'telecom_network_id'?: (string);
  /**
   * The raw SIP INVITE (RFC 3261), headers and body.
   */
  'sip_message'?: (string);
  /**
   * Optional person the call is for; when set the data is handled as personal information.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Call signaling information (mandatory).
   */
  'call_signaling_info'?: "sip_message";
}

/**
 * Call data needed to validate a caller ID.
 */
export interface CallerIdData__Output {
  /**
   * Optional client reference for the call.
   */
  'reference_id'?: (string);
  /**
   * When the call started (mandatory).
   */
  'call_start_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Calling number from the user part of the FROM header URI (mandatory; digits, spaces,
   * dashes, plus sign, parentheses).
   */
  'calling_number'?: (string);
  /**
   * Called number from the user part of the TO header URI (mandatory; same characters as
   * calling_number).
   */
  'called_number'?: (string);
  /**
   * Telecom network the call came in on (mandatory).
   */
  'telecom_network_id'?: (string);
  /**
   * The raw SIP INVITE (RFC 3261), headers and body.
   */
  'sip_message'?: (string);
  /**
   * Optional person the call is for; when set the data is handled as personal information.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Call signaling information (mandatory).
   */
  'call_signaling_info'?: "sip_message";
}

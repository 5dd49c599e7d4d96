// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { CallType as _nuance_biosec_v1_CallType, CallType__Output as _nuance_biosec_v1_CallType__Output } from '../../../../nuance/biosec/v1/CallType';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { SessionIntent as _nuance_biosec_v1_SessionIntent, SessionIntent__Output as _nuance_biosec_v1_SessionIntent__Output } from '../../../../nuance/biosec/v1/SessionIntent';
import type { SessionErrorDetailsForUpdate as _nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate, SessionErrorDetailsForUpdate__Output as _nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate__Output } from '../../../../nuance/biosec/v1/sessions/SessionErrorDetailsForUpdate';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';

/**
 * Details of a session that can be changed.
 */
export interface SessionDetailsForUpdate {
  /**
   * External session ID.
   */
  'session_id'?: (string);
  /**
   * Marks the session as suspicious.
   */
  'is_suspicious'?: (boolean);
  /**
   * Why the session is suspicious.
   */
  'suspicious_reason'?: (string);
  /**
   * Calling number (ANI).
   */
  'ani'?: (string);
  /**
   * Called number (DNIS).
   */
  'dnis'?: (string);
  /**
   * Kind of call.
   */
  'call_type'?: (_nuance_biosec_v1_CallType);
  /**
   * Person the caller claims to be.
   */
  'claimed_gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * The caller abandoned the call.
   */
  'was_abandon'?: (boolean);
  /**
   * Purpose of the session.
   */
  'session_intent'?: (_nuance_biosec_v1_SessionIntent);
  /**
   * Free text, up to 64 characters.
   */
  'business_type'?: (string);
  /**
   * Free text, up to 64 characters.
   */
  'datacenter'?: (string);
  /**
   * Error to record against the session.
   */
  'session_error'?: (_nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate | null);
  /**
   * Size of the group the session belongs to.
   */
  'group_size'?: (_google_protobuf_Int32Value | null);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Details of a session that can be changed.
 */
export interface SessionDetailsForUpdate__Output {
  /**
   * External session ID.
   */
  'session_id'?: (string);
  /**
   * Marks the session as suspicious.
   */
  'is_suspicious'?: (boolean);
  /**
   * Why the session is suspicious.
   */
  'suspicious_reason'?: (string);
  /**
   * Calling number (ANI).
   */
  'ani'?: (string);
  /**
   * Called number (DNIS).
   */
  'dnis'?: (string);
  /**
   * Kind of call.
   */
  'call_type'?: (_nuance_biosec_v1_CallType__Output);
  /**
   * Person the caller claims to be.
   */
  'claimed_gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * The caller abandoned the call.
   */
  'was_abandon'?: (boolean);
  /**
   * Purpose of the session.
   */
  'session_intent'?: (_nuance_biosec_v1_SessionIntent__Output);
  /**
   * Free text, up to 64 characters.
   */
  'business_type'?: (string);
  /**
   * Free text, up to 64 characters.
   */
  'datacenter'?: (string);
  /**
   * Error to record against the session.
   */
  'session_error'?: (_nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate__Output);
  /**
   * Size of the group the session belongs to.
   */
  'group_size'?: (_google_protobuf_Int32Value__Output);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

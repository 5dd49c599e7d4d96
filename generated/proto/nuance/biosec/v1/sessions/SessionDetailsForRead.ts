// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { SessionType as _nuance_biosec_v1_SessionType, SessionType__Output as _nuance_biosec_v1_SessionType__Output } from '../../../../nuance/biosec/v1/SessionType';
import type { CallType as _nuance_biosec_v1_CallType, CallType__Output as _nuance_biosec_v1_CallType__Output } from '../../../../nuance/biosec/v1/CallType';
import type { SessionRiskInfo as _nuance_biosec_v1_sessions_SessionRiskInfo, SessionRiskInfo__Output as _nuance_biosec_v1_sessions_SessionRiskInfo__Output } from '../../../../nuance/biosec/v1/sessions/SessionRiskInfo';
import type { SessionIntent as _nuance_biosec_v1_SessionIntent, SessionIntent__Output as _nuance_biosec_v1_SessionIntent__Output } from '../../../../nuance/biosec/v1/SessionIntent';
import type { SessionErrorDetailsForRead as _nuance_biosec_v1_sessions_SessionErrorDetailsForRead, SessionErrorDetailsForRead__Output as _nuance_biosec_v1_sessions_SessionErrorDetailsForRead__Output } from '../../../../nuance/biosec/v1/sessions/SessionErrorDetailsForRead';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * Readable details of a session.
 */
export interface SessionDetailsForRead {
  /**
   * ID of the session.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Channel or kind of session.
   */
  'session_type'?: (_nuance_biosec_v1_SessionType);
  /**
   * Engagement the session belongs to.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Test session, left out of reports.
   */
  'is_test'?: (boolean);
  /**
   * False once the session has stopped.
   */
  'is_active'?: (boolean);
  /**
   * External session ID.
   */
  'session_id'?: (string);
  /**
   * Marked as suspicious.
   */
  'is_suspicious'?: (boolean);
  /**
   * Why it is suspicious.
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
   * Agent handling the session.
   */
  'agent_id'?: (string);
  /**
   * Extension of that agent.
   */
  'agent_extension'?: (string);
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
   * Risk evaluation of the session.
   */
  'risk_info'?: (_nuance_biosec_v1_sessions_SessionRiskInfo | null);
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
   * Error recorded against the session.
   */
  'session_error'?: (_nuance_biosec_v1_sessions_SessionErrorDetailsForRead | null);
  /**
   * Size of the group the session belongs to.
   */
  'group_size'?: (_google_protobuf_Int32Value | null);
  /**
   * When the session started.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the session stopped.
   */
  'completion_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the record was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Readable details of a session.
 */
export interface SessionDetailsForRead__Output {
  /**
   * ID of the session.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Channel or kind of session.
   */
  'session_type'?: (_nuance_biosec_v1_SessionType__Output);
  /**
   * Engagement the session belongs to.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Test session, left out of reports.
   */
  'is_test'?: (boolean);
  /**
   * False once the session has stopped.
   */
  'is_active'?: (boolean);
  /**
   * External session ID.
   */
  'session_id'?: (string);
  /**
   * Marked as suspicious.
   */
  'is_suspicious'?: (boolean);
  /**
   * Why it is suspicious.
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
   * Agent handling the session.
   */
  'agent_id'?: (string);
  /**
   * Extension of that agent.
   */
  'agent_extension'?: (string);
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
   * Risk evaluation of the session.
   */
  'risk_info'?: (_nuance_biosec_v1_sessions_SessionRiskInfo__Output);
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
   * Error recorded against the session.
   */
  'session_error'?: (_nuance_biosec_v1_sessions_SessionErrorDetailsForRead__Output);
  /**
   * Size of the group the session belongs to.
   */
  'group_size'?: (_google_protobuf_Int32Value__Output);
  /**
   * When the session started.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the session stopped.
   */
  'completion_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the record was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

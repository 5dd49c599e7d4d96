// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { EngagementVerdictInfo as _nuance_biosec_v1_sessions_EngagementVerdictInfo, EngagementVerdictInfo__Output as _nuance_biosec_v1_sessions_EngagementVerdictInfo__Output } from '../../../../nuance/biosec/v1/sessions/EngagementVerdictInfo';
import type { EngagementRiskInfo as _nuance_biosec_v1_sessions_EngagementRiskInfo, EngagementRiskInfo__Output as _nuance_biosec_v1_sessions_EngagementRiskInfo__Output } from '../../../../nuance/biosec/v1/sessions/EngagementRiskInfo';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * Readable details of an engagement.
 */
export interface EngagementDetailsForRead {
  /**
   * ID of the engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Sessions that belong to it.
   */
  'gk_session_ids'?: (_nuance_biosec_v1_UniqueId)[];
  /**
   * False once the engagement has stopped.
   */
  'is_active'?: (boolean);
  /**
   * External engagement ID.
   */
  'engagement_id'?: (string);
  /**
   * Analyst working the engagement.
   */
  'analyst_id'?: (string);
  /**
   * Verdict, once set.
   */
  'verdict_info'?: (_nuance_biosec_v1_sessions_EngagementVerdictInfo | null);
  /**
   * Risk evaluation.
   */
  'risk_info'?: (_nuance_biosec_v1_sessions_EngagementRiskInfo | null);
  /**
   * Groups related engagements.
   */
  'correlation_id'?: (string);
  /**
   * When the engagement started.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the engagement stopped.
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
 * Readable details of an engagement.
 */
export interface EngagementDetailsForRead__Output {
  /**
   * ID of the engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Sessions that belong to it.
   */
  'gk_session_ids'?: (_nuance_biosec_v1_UniqueId__Output)[];
  /**
   * False once the engagement has stopped.
   */
  'is_active'?: (boolean);
  /**
   * External engagement ID.
   */
  'engagement_id'?: (string);
  /**
   * Analyst working the engagement.
   */
  'analyst_id'?: (string);
  /**
   * Verdict, once set.
   */
  'verdict_info'?: (_nuance_biosec_v1_sessions_EngagementVerdictInfo__Output);
  /**
   * Risk evaluation.
   */
  'risk_info'?: (_nuance_biosec_v1_sessions_EngagementRiskInfo__Output);
  /**
   * Groups related engagements.
   */
  'correlation_id'?: (string);
  /**
   * When the engagement started.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the engagement stopped.
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

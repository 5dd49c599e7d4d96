// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * Summary of one engagement sharing a correlation ID.
 */
export interface CorrelatedEngagementDetails {
  /**
   * ID of the engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * External engagement ID, if any.
   */
  'engagement_id'?: (string);
  /**
   * Whether it is still running.
   */
  'is_active'?: (boolean);
  /**
   * When it started.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
}

/**
 * Summary of one engagement sharing a correlation ID.
 */
export interface CorrelatedEngagementDetails__Output {
  /**
   * ID of the engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * External engagement ID, if any.
   */
  'engagement_id'?: (string);
  /**
   * Whether it is still running.
   */
  'is_active'?: (boolean);
  /**
   * When it started.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
}

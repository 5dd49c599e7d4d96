// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { SessionType as _nuance_biosec_v1_SessionType, SessionType__Output as _nuance_biosec_v1_SessionType__Output } from '../../../../nuance/biosec/v1/SessionType';
import type { SessionDetailsForCreate as _nuance_biosec_v1_sessions_SessionDetailsForCreate, SessionDetailsForCreate__Output as _nuance_biosec_v1_sessions_SessionDetailsForCreate__Output } from '../../../../nuance/biosec/v1/sessions/SessionDetailsForCreate';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from '../../../../google/protobuf/FieldMask';

/**
 * Input of StartSession.
 */
export interface StartSessionRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id optional, gk_session_id
   * unused, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Channel or kind of session (mandatory).
   */
  'session_type'?: (_nuance_biosec_v1_SessionType);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_sessions_SessionDetailsForCreate | null);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask | null);
  /**
   * True keeps the session out of reports.
   */
  'is_test'?: (boolean);
}

/**
 * Input of StartSession.
 */
export interface StartSessionRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id optional, gk_session_id
   * unused, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Channel or kind of session (mandatory).
   */
  'session_type'?: (_nuance_biosec_v1_SessionType__Output);
  /**
   * Initial details to store.
   */
  'details'?: (_nuance_biosec_v1_sessions_SessionDetailsForCreate__Output);
  /**
   * Names the fields of details to set at creation.
   */
  'field_mask'?: (_google_protobuf_FieldMask__Output);
  /**
   * True keeps the session out of reports.
   */
  'is_test'?: (boolean);
}

// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of ListEnrollmentSegments.
 */
export interface ListEnrollmentSegmentsRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Profile whose segments are listed.
   */
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Input of ListEnrollmentSegments.
 */
export interface ListEnrollmentSegmentsRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Profile whose segments are listed.
   */
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

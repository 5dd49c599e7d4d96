// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';

/**
 * Input of StopEngagement; the engagement comes from the context.
 */
export interface StopEngagementRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * unused, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
}

/**
 * Input of StopEngagement; the engagement comes from the context.
 */
export interface StopEngagementRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * unused, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
}

// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';

/**
 * Input of GetGkEngagementId.
 */
export interface GetGkEngagementIdRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * External engagement ID to look up (mandatory).
   */
  'engagement_id'?: (string);
}

/**
 * Input of GetGkEngagementId.
 */
export interface GetGkEngagementIdRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * External engagement ID to look up (mandatory).
   */
  'engagement_id'?: (string);
}

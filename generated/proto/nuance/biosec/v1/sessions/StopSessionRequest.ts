// Original file: protos/nuance/biosec/v1/sessions/sessions_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';

/**
 * Input of StopSession; the session comes from the context.
 */
export interface StopSessionRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
}

/**
 * Input of StopSession; the session comes from the context.
 */
export interface StopSessionRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id optional.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
}

// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';

/**
 * Input of ListCorrelatedEngagements.
 */
export interface ListCorrelatedEngagementsRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Correlation ID to search for (mandatory).
   */
  'correlation_id'?: (string);
}

/**
 * Input of ListCorrelatedEngagements.
 */
export interface ListCorrelatedEngagementsRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Correlation ID to search for (mandatory).
   */
  'correlation_id'?: (string);
}

// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';

/**
 * Input of ListDecisionExplanations.
 */
export interface ListDecisionExplanationsRequest {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * The engagement whose sessions' explanations to return (mandatory). NOT_FOUND when it is not an
   * engagement of the scope.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Input of ListDecisionExplanations.
 */
export interface ListDecisionExplanationsRequest__Output {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * The engagement whose sessions' explanations to return (mandatory). NOT_FOUND when it is not an
   * engagement of the scope.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

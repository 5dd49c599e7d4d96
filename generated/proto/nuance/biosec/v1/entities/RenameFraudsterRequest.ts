// Original file: protos/nuance/biosec/v1/entities/fraudsters_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of RenameFraudster.
 */
export interface RenameFraudsterRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Fraudster to rename.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * New external ID; it must not be in use in the scope.
   */
  'new_fraudster_id'?: (string);
}

/**
 * Input of RenameFraudster.
 */
export interface RenameFraudsterRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Fraudster to rename.
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * New external ID; it must not be in use in the scope.
   */
  'new_fraudster_id'?: (string);
}

// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of OptPersonIn.
 */
export interface OptPersonInRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Person who gives consent.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Input of OptPersonIn.
 */
export interface OptPersonInRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Person who gives consent.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

// Original file: protos/nuance/biosec/v1/entities/persons_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';

/**
 * Input of GetGkPersonId.
 */
export interface GetGkPersonIdRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * External ID to look up in the scope of the context.
   */
  'person_id'?: (string);
}

/**
 * Input of GetGkPersonId.
 */
export interface GetGkPersonIdRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * External ID to look up in the scope of the context.
   */
  'person_id'?: (string);
}

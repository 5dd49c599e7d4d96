// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';

/**
 * Input of DeleteConfigset.
 */
export interface DeleteConfigsetRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Configset to delete, with all its revisions.
   */
  'configset_id'?: (string);
}

/**
 * Input of DeleteConfigset.
 */
export interface DeleteConfigsetRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Configset to delete, with all its revisions.
   */
  'configset_id'?: (string);
}

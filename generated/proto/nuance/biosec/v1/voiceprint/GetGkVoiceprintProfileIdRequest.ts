// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { OwnerAndTag as _nuance_biosec_v1_voiceprint_OwnerAndTag, OwnerAndTag__Output as _nuance_biosec_v1_voiceprint_OwnerAndTag__Output } from '../../../../nuance/biosec/v1/voiceprint/OwnerAndTag';

/**
 * Input of GetGkVoiceprintProfileId.
 */
export interface GetGkVoiceprintProfileIdRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Owner, and optionally the tag, to look up.
   */
  'owner'?: (_nuance_biosec_v1_voiceprint_OwnerAndTag | null);
}

/**
 * Input of GetGkVoiceprintProfileId.
 */
export interface GetGkVoiceprintProfileIdRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Owner, and optionally the tag, to look up.
   */
  'owner'?: (_nuance_biosec_v1_voiceprint_OwnerAndTag__Output);
}

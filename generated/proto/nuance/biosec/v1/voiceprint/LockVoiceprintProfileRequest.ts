// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of LockVoiceprintProfile.
 */
export interface LockVoiceprintProfileRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Profile to lock.
   */
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Optional free-text reason.
   */
  'reason'?: (string);
}

/**
 * Input of LockVoiceprintProfile.
 */
export interface LockVoiceprintProfileRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Profile to lock.
   */
  'gk_voiceprint_profile_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Optional free-text reason.
   */
  'reason'?: (string);
}

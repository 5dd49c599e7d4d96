// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { OwnerType as _nuance_biosec_v1_OwnerType, OwnerType__Output as _nuance_biosec_v1_OwnerType__Output } from '../../../../nuance/biosec/v1/OwnerType';
import type { VoiceprintProfilesStatusFilter as _nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusFilter, VoiceprintProfilesStatusFilter__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusFilter__Output } from '../../../../nuance/biosec/v1/voiceprint/VoiceprintProfilesStatusFilter';

/**
 * Input of ExecuteVoiceprintProfilesStatusJob.
 */
export interface ExecuteVoiceprintProfilesStatusJobRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Owner type whose profiles are reported (mandatory).
   */
  'owner_type'?: (_nuance_biosec_v1_OwnerType);
  /**
   * Optional narrowing of the profiles reported.
   */
  'filter'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusFilter | null);
}

/**
 * Input of ExecuteVoiceprintProfilesStatusJob.
 */
export interface ExecuteVoiceprintProfilesStatusJobRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Owner type whose profiles are reported (mandatory).
   */
  'owner_type'?: (_nuance_biosec_v1_OwnerType__Output);
  /**
   * Optional narrowing of the profiles reported.
   */
  'filter'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusFilter__Output);
}

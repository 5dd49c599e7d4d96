// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Input of GetVoiceprintProfilesStatusJobDetails.
 */
export interface GetVoiceprintProfilesStatusJobDetailsRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Job to report on.
   */
  'gk_job_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Input of GetVoiceprintProfilesStatusJobDetails.
 */
export interface GetVoiceprintProfilesStatusJobDetailsRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Job to report on.
   */
  'gk_job_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { VoiceprintProfilesStatusJobState as _nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusJobState, VoiceprintProfilesStatusJobState__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusJobState__Output } from '../../../../nuance/biosec/v1/voiceprint/VoiceprintProfilesStatusJobState';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * Output of GetVoiceprintProfilesStatusJobDetails.
 */
export interface GetVoiceprintProfilesStatusJobDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * Progress of the job.
   */
  'job_state'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusJobState);
  /**
   * Until when download_url works.
   */
  'expiration_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Address of the ZIP of CSV reports, once the job has completed.
   */
  'download_url'?: (string);
}

/**
 * Output of GetVoiceprintProfilesStatusJobDetails.
 */
export interface GetVoiceprintProfilesStatusJobDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * Progress of the job.
   */
  'job_state'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusJobState__Output);
  /**
   * Until when download_url works.
   */
  'expiration_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Address of the ZIP of CSV reports, once the job has completed.
   */
  'download_url'?: (string);
}

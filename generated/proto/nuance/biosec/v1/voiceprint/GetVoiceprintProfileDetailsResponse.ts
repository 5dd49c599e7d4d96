// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { VoiceprintProfileDetailsForRead as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead, VoiceprintProfileDetailsForRead__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead__Output } from '../../../../nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForRead';

/**
 * Output of GetVoiceprintProfileDetails.
 */
export interface GetVoiceprintProfileDetailsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead | null);
}

/**
 * Output of GetVoiceprintProfileDetails.
 */
export interface GetVoiceprintProfileDetailsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The requested details, limited to the fields selected by field_mask.
   */
  'details'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead__Output);
}

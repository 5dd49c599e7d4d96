// Original file: protos/vigil/v1/browse.proto

import type { VoiceprintProfileDetailsForRead as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead, VoiceprintProfileDetailsForRead__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead__Output } from '../../nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForRead';

/**
 * One listed voiceprint profile.
 */
export interface VoiceprintProfileItem {
  /**
   * The profile, as GetVoiceprintProfileDetails reads it.
   */
  'details'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead | null);
  /**
   * The owner's external ID (person_id or fraudster_id), when the owner has one.
   */
  'owner_external_id'?: (string);
}

/**
 * One listed voiceprint profile.
 */
export interface VoiceprintProfileItem__Output {
  /**
   * The profile, as GetVoiceprintProfileDetails reads it.
   */
  'details'?: (_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead__Output);
  /**
   * The owner's external ID (person_id or fraudster_id), when the owner has one.
   */
  'owner_external_id'?: (string);
}

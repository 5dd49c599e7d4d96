// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_common_types.proto

/**
 * Training status of a voiceprint profile.
 */
export const VoiceprintProfileStatus = {
  VOICEPRINT_PROFILE_STATUS_UNSPECIFIED: 'VOICEPRINT_PROFILE_STATUS_UNSPECIFIED',
  VOICEPRINT_PROFILE_STATUS_NOT_TRAINED: 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED',
  VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
  VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED: 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED',
} as const;

/**
 * Training status of a voiceprint profile.
 */
export type VoiceprintProfileStatus =
  | 'VOICEPRINT_PROFILE_STATUS_UNSPECIFIED'
  | 0
  | 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED'
  | 1
  | 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED'
  | 2
  | 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED'
  | 3

/**
 * Training status of a voiceprint profile.
 */
export type VoiceprintProfileStatus__Output = typeof VoiceprintProfileStatus[keyof typeof VoiceprintProfileStatus]

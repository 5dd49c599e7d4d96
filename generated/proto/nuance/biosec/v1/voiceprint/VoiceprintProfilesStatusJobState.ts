// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_common_types.proto

/**
 * Progress of a profiles status job.
 */
export const VoiceprintProfilesStatusJobState = {
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_UNSPECIFIED: 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_UNSPECIFIED',
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_PENDING: 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_PENDING',
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_STARTED: 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_STARTED',
  /**
   * The report can be downloaded.
   */
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED: 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED',
  VOICEPRINT_PROFILES_STATUS_JOB_STATE_FAILED: 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_FAILED',
} as const;

/**
 * Progress of a profiles status job.
 */
export type VoiceprintProfilesStatusJobState =
  | 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_UNSPECIFIED'
  | 0
  | 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_PENDING'
  | 1
  | 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_STARTED'
  | 2
  /**
   * The report can be downloaded.
   */
  | 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED'
  | 3
  | 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_FAILED'
  | 4

/**
 * Progress of a profiles status job.
 */
export type VoiceprintProfilesStatusJobState__Output = typeof VoiceprintProfilesStatusJobState[keyof typeof VoiceprintProfilesStatusJobState]

// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Standard reason for a voiceprint profile lock.
 */
export const LockReason = {
  LOCK_REASON_UNSPECIFIED: 'LOCK_REASON_UNSPECIFIED',
  /**
   * Locked automatically after too many consecutive mismatches.
   */
  LOCK_REASON_CONSECUTIVE_MISMATCHES: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
  LOCK_REASON_OTHER: 'LOCK_REASON_OTHER',
} as const;

/**
 * Standard reason for a voiceprint profile lock.
 */
export type LockReason =
  | 'LOCK_REASON_UNSPECIFIED'
  | 0
  /**
   * Locked automatically after too many consecutive mismatches.
   */
  | 'LOCK_REASON_CONSECUTIVE_MISMATCHES'
  | 1
  | 'LOCK_REASON_OTHER'
  | 100

/**
 * Standard reason for a voiceprint profile lock.
 */
export type LockReason__Output = typeof LockReason[keyof typeof LockReason]

// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Whether a voiceprint profile is locked.
 */
export const LockStatus = {
  LOCK_STATUS_UNSPECIFIED: 'LOCK_STATUS_UNSPECIFIED',
  LOCK_STATUS_UNLOCKED: 'LOCK_STATUS_UNLOCKED',
  LOCK_STATUS_LOCKED: 'LOCK_STATUS_LOCKED',
} as const;

/**
 * Whether a voiceprint profile is locked.
 */
export type LockStatus =
  | 'LOCK_STATUS_UNSPECIFIED'
  | 0
  | 'LOCK_STATUS_UNLOCKED'
  | 1
  | 'LOCK_STATUS_LOCKED'
  | 2

/**
 * Whether a voiceprint profile is locked.
 */
export type LockStatus__Output = typeof LockStatus[keyof typeof LockStatus]

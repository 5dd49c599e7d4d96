// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

/**
 * What an MP3 encoding aims for.
 */
export const Target = {
  TARGET_UNSPECIFIED: 'TARGET_UNSPECIFIED',
  /**
   * A quality level (see Mp3.quality).
   */
  TARGET_QUALITY: 'TARGET_QUALITY',
  /**
   * A bitrate (see Mp3.bitrate).
   */
  TARGET_BITRATE: 'TARGET_BITRATE',
} as const;

/**
 * What an MP3 encoding aims for.
 */
export type Target =
  | 'TARGET_UNSPECIFIED'
  | 0
  /**
   * A quality level (see Mp3.quality).
   */
  | 'TARGET_QUALITY'
  | 1
  /**
   * A bitrate (see Mp3.bitrate).
   */
  | 'TARGET_BITRATE'
  | 2

/**
 * What an MP3 encoding aims for.
 */
export type Target__Output = typeof Target[keyof typeof Target]

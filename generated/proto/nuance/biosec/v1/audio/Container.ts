// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

/**
 * File container around the audio data.
 */
export const Container = {
  CONTAINER_UNSPECIFIED: 'CONTAINER_UNSPECIFIED',
  /**
   * Header-less samples.
   */
  CONTAINER_RAW: 'CONTAINER_RAW',
  /**
   * WAV file.
   */
  CONTAINER_WAV: 'CONTAINER_WAV',
  /**
   * MP3 file.
   */
  CONTAINER_MP3: 'CONTAINER_MP3',
} as const;

/**
 * File container around the audio data.
 */
export type Container =
  | 'CONTAINER_UNSPECIFIED'
  | 0
  /**
   * Header-less samples.
   */
  | 'CONTAINER_RAW'
  | 1
  /**
   * WAV file.
   */
  | 'CONTAINER_WAV'
  | 2
  /**
   * MP3 file.
   */
  | 'CONTAINER_MP3'
  | 3

/**
 * File container around the audio data.
 */
export type Container__Output = typeof Container[keyof typeof Container]

// Original file: protos/vigil/v1/media.proto

/**
 * Where the segment's transcription stands.
 */
export const TranscriptStatus = {
  TRANSCRIPT_STATUS_UNSPECIFIED: 'TRANSCRIPT_STATUS_UNSPECIFIED',
  /**
   * Waiting for a worker (also while the speech engine is not installed).
   */
  TRANSCRIPT_STATUS_PENDING: 'TRANSCRIPT_STATUS_PENDING',
  /**
   * Being transcribed; channels already done are listed.
   */
  TRANSCRIPT_STATUS_RUNNING: 'TRANSCRIPT_STATUS_RUNNING',
  TRANSCRIPT_STATUS_DONE: 'TRANSCRIPT_STATUS_DONE',
  /**
   * Gave up; failure_reason says why.
   */
  TRANSCRIPT_STATUS_FAILED: 'TRANSCRIPT_STATUS_FAILED',
} as const;

/**
 * Where the segment's transcription stands.
 */
export type TranscriptStatus =
  | 'TRANSCRIPT_STATUS_UNSPECIFIED'
  | 0
  /**
   * Waiting for a worker (also while the speech engine is not installed).
   */
  | 'TRANSCRIPT_STATUS_PENDING'
  | 1
  /**
   * Being transcribed; channels already done are listed.
   */
  | 'TRANSCRIPT_STATUS_RUNNING'
  | 2
  | 'TRANSCRIPT_STATUS_DONE'
  | 3
  /**
   * Gave up; failure_reason says why.
   */
  | 'TRANSCRIPT_STATUS_FAILED'
  | 4

/**
 * Where the segment's transcription stands.
 */
export type TranscriptStatus__Output = typeof TranscriptStatus[keyof typeof TranscriptStatus]

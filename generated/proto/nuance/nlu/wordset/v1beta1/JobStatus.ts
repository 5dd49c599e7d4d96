// Original file: protos/nuance/nlu/wordset/v1beta1/wordset.proto

/**
 * States of a compile job.
 */
export const JobStatus = {
  JOB_STATUS_UNSPECIFIED: 'JOB_STATUS_UNSPECIFIED',
  /**
   * Waiting to run.
   */
  JOB_STATUS_QUEUED: 'JOB_STATUS_QUEUED',
  /**
   * Compiling.
   */
  JOB_STATUS_PROCESSING: 'JOB_STATUS_PROCESSING',
  /**
   * Done; the compiled wordset is stored.
   */
  JOB_STATUS_COMPLETE: 'JOB_STATUS_COMPLETE',
  /**
   * Ended in error; messages say why.
   */
  JOB_STATUS_FAILED: 'JOB_STATUS_FAILED',
} as const;

/**
 * States of a compile job.
 */
export type JobStatus =
  | 'JOB_STATUS_UNSPECIFIED'
  | 0
  /**
   * Waiting to run.
   */
  | 'JOB_STATUS_QUEUED'
  | 1
  /**
   * Compiling.
   */
  | 'JOB_STATUS_PROCESSING'
  | 2
  /**
   * Done; the compiled wordset is stored.
   */
  | 'JOB_STATUS_COMPLETE'
  | 3
  /**
   * Ended in error; messages say why.
   */
  | 'JOB_STATUS_FAILED'
  | 4

/**
 * States of a compile job.
 */
export type JobStatus__Output = typeof JobStatus[keyof typeof JobStatus]

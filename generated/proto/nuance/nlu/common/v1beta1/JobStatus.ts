// Original file: protos/nuance/nlu/common/v1beta1/job.proto

/**
 * States of a job.
 */
export const JobStatus = {
  JOB_STATUS_UNSPECIFIED: 'JOB_STATUS_UNSPECIFIED',
  /**
   * Waiting to run.
   */
  JOB_STATUS_QUEUED: 'JOB_STATUS_QUEUED',
  /**
   * Running.
   */
  JOB_STATUS_PROCESSING: 'JOB_STATUS_PROCESSING',
  /**
   * Done; its artifact is stored.
   */
  JOB_STATUS_COMPLETE: 'JOB_STATUS_COMPLETE',
  /**
   * Ended in error; messages say why.
   */
  JOB_STATUS_FAILED: 'JOB_STATUS_FAILED',
} as const;

/**
 * States of a job.
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
   * Running.
   */
  | 'JOB_STATUS_PROCESSING'
  | 2
  /**
   * Done; its artifact is stored.
   */
  | 'JOB_STATUS_COMPLETE'
  | 3
  /**
   * Ended in error; messages say why.
   */
  | 'JOB_STATUS_FAILED'
  | 4

/**
 * States of a job.
 */
export type JobStatus__Output = typeof JobStatus[keyof typeof JobStatus]

// Original file: protos/nuance/nlu/common/v1beta1/job.proto

import type { JobStatus as _nuance_nlu_common_v1beta1_JobStatus, JobStatus__Output as _nuance_nlu_common_v1beta1_JobStatus__Output } from '../../../../nuance/nlu/common/v1beta1/JobStatus';
import type { JobMessage as _nuance_nlu_common_v1beta1_JobMessage, JobMessage__Output as _nuance_nlu_common_v1beta1_JobMessage__Output } from '../../../../nuance/nlu/common/v1beta1/JobMessage';

/**
 * Where a job stands.
 */
export interface JobStatusUpdate {
  /**
   * ID of the job.
   */
  'job_id'?: (string);
  /**
   * Current state.
   */
  'status'?: (_nuance_nlu_common_v1beta1_JobStatus);
  /**
   * Messages about the job so far.
   */
  'messages'?: (_nuance_nlu_common_v1beta1_JobMessage)[];
}

/**
 * Where a job stands.
 */
export interface JobStatusUpdate__Output {
  /**
   * ID of the job.
   */
  'job_id'?: (string);
  /**
   * Current state.
   */
  'status'?: (_nuance_nlu_common_v1beta1_JobStatus__Output);
  /**
   * Messages about the job so far.
   */
  'messages'?: (_nuance_nlu_common_v1beta1_JobMessage__Output)[];
}

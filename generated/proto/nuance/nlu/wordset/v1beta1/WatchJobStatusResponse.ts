// Original file: protos/nuance/nlu/wordset/v1beta1/wordset.proto

import type { JobStatusUpdate as _nuance_nlu_common_v1beta1_JobStatusUpdate, JobStatusUpdate__Output as _nuance_nlu_common_v1beta1_JobStatusUpdate__Output } from '../../../../nuance/nlu/common/v1beta1/JobStatusUpdate';
import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';

/**
 * One message of the CompileWordsetAndWatch stream.
 */
export interface WatchJobStatusResponse {
  /**
   * The job's current state.
   */
  'job_status_update'?: (_nuance_nlu_common_v1beta1_JobStatusUpdate | null);
  /**
   * Outcome of the request itself.
   */
  'request_status'?: (_nuance_rpc_Status | null);
}

/**
 * One message of the CompileWordsetAndWatch stream.
 */
export interface WatchJobStatusResponse__Output {
  /**
   * The job's current state.
   */
  'job_status_update'?: (_nuance_nlu_common_v1beta1_JobStatusUpdate__Output);
  /**
   * Outcome of the request itself.
   */
  'request_status'?: (_nuance_rpc_Status__Output);
}

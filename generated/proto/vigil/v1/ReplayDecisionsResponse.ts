// Original file: protos/vigil/v1/replay.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { ReplayProgress as _vigil_v1_ReplayProgress, ReplayProgress__Output as _vigil_v1_ReplayProgress__Output } from '../../vigil/v1/ReplayProgress';
import type { ReplayResult as _vigil_v1_ReplayResult, ReplayResult__Output as _vigil_v1_ReplayResult__Output } from '../../vigil/v1/ReplayResult';

/**
 * One message of the stream: progress, then the result.
 */
export interface ReplayDecisionsResponse {
  /**
   * Outcome of the call (set on the result).
   */
  'status'?: (_nuance_rpc_Status | null);
  'progress'?: (_vigil_v1_ReplayProgress | null);
  'result'?: (_vigil_v1_ReplayResult | null);
  'event'?: "progress"|"result";
}

/**
 * One message of the stream: progress, then the result.
 */
export interface ReplayDecisionsResponse__Output {
  /**
   * Outcome of the call (set on the result).
   */
  'status'?: (_nuance_rpc_Status__Output);
  'progress'?: (_vigil_v1_ReplayProgress__Output);
  'result'?: (_vigil_v1_ReplayResult__Output);
  'event'?: "progress"|"result";
}

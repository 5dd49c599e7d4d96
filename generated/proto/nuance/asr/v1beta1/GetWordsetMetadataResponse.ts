// Original file: protos/nuance/asr/v1beta1/training.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../nuance/rpc/Status';

/**
 * Output of GetWordsetMetadata.
 */
export interface GetWordsetMetadataResponse {
  /**
   * The wordset's metadata: the client's own keys plus those the service adds.
   */
  'metadata'?: ({[key: string]: string});
  /**
   * Outcome of the call.
   */
  'request_status'?: (_nuance_rpc_Status | null);
}

/**
 * Output of GetWordsetMetadata.
 */
export interface GetWordsetMetadataResponse__Output {
  /**
   * The wordset's metadata: the client's own keys plus those the service adds.
   */
  'metadata'?: ({[key: string]: string});
  /**
   * Outcome of the call.
   */
  'request_status'?: (_nuance_rpc_Status__Output);
}

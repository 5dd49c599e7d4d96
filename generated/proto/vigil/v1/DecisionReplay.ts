// Original file: protos/vigil/v1/replay.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ReplayDecisionsRequest as _vigil_v1_ReplayDecisionsRequest, ReplayDecisionsRequest__Output as _vigil_v1_ReplayDecisionsRequest__Output } from '../../vigil/v1/ReplayDecisionsRequest';
import type { ReplayDecisionsResponse as _vigil_v1_ReplayDecisionsResponse, ReplayDecisionsResponse__Output as _vigil_v1_ReplayDecisionsResponse__Output } from '../../vigil/v1/ReplayDecisionsResponse';

/**
 * Replays decisions of one scope. Every call needs context.gk_scope_id.
 */
export interface DecisionReplayClient extends grpc.Client {
  /**
   * Streams progress while the sessions are replayed, then one result. Over HTTP the responses
   * arrive as newline-delimited JSON objects, each `{"result": <ReplayDecisionsResponse>}` (or
   * `{"error": <Status>}` last when the call fails part way).
   */
  ReplayDecisions(argument: _vigil_v1_ReplayDecisionsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vigil_v1_ReplayDecisionsResponse__Output>;
  ReplayDecisions(argument: _vigil_v1_ReplayDecisionsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vigil_v1_ReplayDecisionsResponse__Output>;
  /**
   * Streams progress while the sessions are replayed, then one result. Over HTTP the responses
   * arrive as newline-delimited JSON objects, each `{"result": <ReplayDecisionsResponse>}` (or
   * `{"error": <Status>}` last when the call fails part way).
   */
  replayDecisions(argument: _vigil_v1_ReplayDecisionsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vigil_v1_ReplayDecisionsResponse__Output>;
  replayDecisions(argument: _vigil_v1_ReplayDecisionsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vigil_v1_ReplayDecisionsResponse__Output>;
  
}

/**
 * Replays decisions of one scope. Every call needs context.gk_scope_id.
 */
export interface DecisionReplayHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Streams progress while the sessions are replayed, then one result. Over HTTP the responses
   * arrive as newline-delimited JSON objects, each `{"result": <ReplayDecisionsResponse>}` (or
   * `{"error": <Status>}` last when the call fails part way).
   */
  ReplayDecisions: grpc.handleServerStreamingCall<_vigil_v1_ReplayDecisionsRequest__Output, _vigil_v1_ReplayDecisionsResponse>;
  
}

export interface DecisionReplayDefinition extends grpc.ServiceDefinition {
  ReplayDecisions: MethodDefinition<_vigil_v1_ReplayDecisionsRequest, _vigil_v1_ReplayDecisionsResponse, _vigil_v1_ReplayDecisionsRequest__Output, _vigil_v1_ReplayDecisionsResponse__Output>
}

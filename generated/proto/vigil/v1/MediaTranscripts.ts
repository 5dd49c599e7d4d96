// Original file: protos/vigil/v1/media.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetMediaSegmentTranscriptRequest as _vigil_v1_GetMediaSegmentTranscriptRequest, GetMediaSegmentTranscriptRequest__Output as _vigil_v1_GetMediaSegmentTranscriptRequest__Output } from '../../vigil/v1/GetMediaSegmentTranscriptRequest';
import type { GetMediaSegmentTranscriptResponse as _vigil_v1_GetMediaSegmentTranscriptResponse, GetMediaSegmentTranscriptResponse__Output as _vigil_v1_GetMediaSegmentTranscriptResponse__Output } from '../../vigil/v1/GetMediaSegmentTranscriptResponse';

/**
 * What was said in stored media segments, per party channel, as the speech engine heard it. Every
 * segment is transcribed in the background after its upload; this reads the outcome.
 */
export interface MediaTranscriptsClient extends grpc.Client {
  /**
   * The segment's transcript: one entry per channel with its words and their times. Words inside a
   * redacted interval of their channel are listed with redacted set and no text.
   * Context: gk_scope_id mandatory, others unused.
   */
  GetMediaSegmentTranscript(argument: _vigil_v1_GetMediaSegmentTranscriptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentTranscriptResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentTranscript(argument: _vigil_v1_GetMediaSegmentTranscriptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentTranscriptResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentTranscript(argument: _vigil_v1_GetMediaSegmentTranscriptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentTranscriptResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentTranscript(argument: _vigil_v1_GetMediaSegmentTranscriptRequest, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentTranscriptResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The segment's transcript: one entry per channel with its words and their times. Words inside a
   * redacted interval of their channel are listed with redacted set and no text.
   * Context: gk_scope_id mandatory, others unused.
   */
  getMediaSegmentTranscript(argument: _vigil_v1_GetMediaSegmentTranscriptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentTranscriptResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentTranscript(argument: _vigil_v1_GetMediaSegmentTranscriptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentTranscriptResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentTranscript(argument: _vigil_v1_GetMediaSegmentTranscriptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentTranscriptResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentTranscript(argument: _vigil_v1_GetMediaSegmentTranscriptRequest, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentTranscriptResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * What was said in stored media segments, per party channel, as the speech engine heard it. Every
 * segment is transcribed in the background after its upload; this reads the outcome.
 */
export interface MediaTranscriptsHandlers extends grpc.UntypedServiceImplementation {
  /**
   * The segment's transcript: one entry per channel with its words and their times. Words inside a
   * redacted interval of their channel are listed with redacted set and no text.
   * Context: gk_scope_id mandatory, others unused.
   */
  GetMediaSegmentTranscript: grpc.handleUnaryCall<_vigil_v1_GetMediaSegmentTranscriptRequest__Output, _vigil_v1_GetMediaSegmentTranscriptResponse>;
  
}

export interface MediaTranscriptsDefinition extends grpc.ServiceDefinition {
  GetMediaSegmentTranscript: MethodDefinition<_vigil_v1_GetMediaSegmentTranscriptRequest, _vigil_v1_GetMediaSegmentTranscriptResponse, _vigil_v1_GetMediaSegmentTranscriptRequest__Output, _vigil_v1_GetMediaSegmentTranscriptResponse__Output>
}

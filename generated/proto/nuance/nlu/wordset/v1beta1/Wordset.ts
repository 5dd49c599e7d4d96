// Original file: protos/nuance/nlu/wordset/v1beta1/wordset.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CompileWordsetRequest as _nuance_nlu_wordset_v1beta1_CompileWordsetRequest, CompileWordsetRequest__Output as _nuance_nlu_wordset_v1beta1_CompileWordsetRequest__Output } from '../../../../nuance/nlu/wordset/v1beta1/CompileWordsetRequest';
import type { DeleteWordsetRequest as _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, DeleteWordsetRequest__Output as _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest__Output } from '../../../../nuance/nlu/wordset/v1beta1/DeleteWordsetRequest';
import type { DeleteWordsetResponse as _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse, DeleteWordsetResponse__Output as _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output } from '../../../../nuance/nlu/wordset/v1beta1/DeleteWordsetResponse';
import type { GetWordsetMetadataRequest as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, GetWordsetMetadataRequest__Output as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest__Output } from '../../../../nuance/nlu/wordset/v1beta1/GetWordsetMetadataRequest';
import type { GetWordsetMetadataResponse as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse, GetWordsetMetadataResponse__Output as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output } from '../../../../nuance/nlu/wordset/v1beta1/GetWordsetMetadataResponse';
import type { WatchJobStatusResponse as _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse, WatchJobStatusResponse__Output as _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output } from '../../../../nuance/nlu/wordset/v1beta1/WatchJobStatusResponse';

/**
 * Manages compiled interpretation wordsets.
 */
export interface WordsetClient extends grpc.Client {
  /**
   * Starts compiling a wordset against a semantic model and streams the job's status updates
   * until it completes or fails. Served over gRPC only: the HTTP binding is the real API's, but
   * this server does not stream over HTTP.
   */
  CompileWordsetAndWatch(argument: _nuance_nlu_wordset_v1beta1_CompileWordsetRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output>;
  CompileWordsetAndWatch(argument: _nuance_nlu_wordset_v1beta1_CompileWordsetRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output>;
  /**
   * Starts compiling a wordset against a semantic model and streams the job's status updates
   * until it completes or fails. Served over gRPC only: the HTTP binding is the real API's, but
   * this server does not stream over HTTP.
   */
  compileWordsetAndWatch(argument: _nuance_nlu_wordset_v1beta1_CompileWordsetRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output>;
  compileWordsetAndWatch(argument: _nuance_nlu_wordset_v1beta1_CompileWordsetRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output>;
  
  /**
   * Deletes a compiled wordset.
   */
  DeleteWordset(argument: _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>): grpc.ClientUnaryCall;
  DeleteWordset(argument: _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>): grpc.ClientUnaryCall;
  DeleteWordset(argument: _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>): grpc.ClientUnaryCall;
  DeleteWordset(argument: _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a compiled wordset.
   */
  deleteWordset(argument: _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>): grpc.ClientUnaryCall;
  deleteWordset(argument: _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>): grpc.ClientUnaryCall;
  deleteWordset(argument: _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>): grpc.ClientUnaryCall;
  deleteWordset(argument: _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Returns the metadata of a compiled wordset.
   */
  GetWordsetMetadata(argument: _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>): grpc.ClientUnaryCall;
  GetWordsetMetadata(argument: _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>): grpc.ClientUnaryCall;
  GetWordsetMetadata(argument: _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>): grpc.ClientUnaryCall;
  GetWordsetMetadata(argument: _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Returns the metadata of a compiled wordset.
   */
  getWordsetMetadata(argument: _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>): grpc.ClientUnaryCall;
  getWordsetMetadata(argument: _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>): grpc.ClientUnaryCall;
  getWordsetMetadata(argument: _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>): grpc.ClientUnaryCall;
  getWordsetMetadata(argument: _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, callback: grpc.requestCallback<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Manages compiled interpretation wordsets.
 */
export interface WordsetHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Starts compiling a wordset against a semantic model and streams the job's status updates
   * until it completes or fails. Served over gRPC only: the HTTP binding is the real API's, but
   * this server does not stream over HTTP.
   */
  CompileWordsetAndWatch: grpc.handleServerStreamingCall<_nuance_nlu_wordset_v1beta1_CompileWordsetRequest__Output, _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse>;
  
  /**
   * Deletes a compiled wordset.
   */
  DeleteWordset: grpc.handleUnaryCall<_nuance_nlu_wordset_v1beta1_DeleteWordsetRequest__Output, _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse>;
  
  /**
   * Returns the metadata of a compiled wordset.
   */
  GetWordsetMetadata: grpc.handleUnaryCall<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest__Output, _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse>;
  
}

export interface WordsetDefinition extends grpc.ServiceDefinition {
  CompileWordsetAndWatch: MethodDefinition<_nuance_nlu_wordset_v1beta1_CompileWordsetRequest, _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse, _nuance_nlu_wordset_v1beta1_CompileWordsetRequest__Output, _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output>
  DeleteWordset: MethodDefinition<_nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse, _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest__Output, _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>
  GetWordsetMetadata: MethodDefinition<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse, _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest__Output, _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>
}

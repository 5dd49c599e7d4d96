// Original file: protos/nuance/nlu/v1/runtime.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { InterpretRequest as _nuance_nlu_v1_InterpretRequest, InterpretRequest__Output as _nuance_nlu_v1_InterpretRequest__Output } from '../../../nuance/nlu/v1/InterpretRequest';
import type { InterpretResponse as _nuance_nlu_v1_InterpretResponse, InterpretResponse__Output as _nuance_nlu_v1_InterpretResponse__Output } from '../../../nuance/nlu/v1/InterpretResponse';

/**
 * Interprets input against a semantic model.
 */
export interface RuntimeClient extends grpc.Client {
  /**
   * Interprets one input. Needs the nlu scope. Succeeds with status code 200, message OK.
   */
  Interpret(argument: _nuance_nlu_v1_InterpretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_v1_InterpretResponse__Output>): grpc.ClientUnaryCall;
  Interpret(argument: _nuance_nlu_v1_InterpretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_nlu_v1_InterpretResponse__Output>): grpc.ClientUnaryCall;
  Interpret(argument: _nuance_nlu_v1_InterpretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_v1_InterpretResponse__Output>): grpc.ClientUnaryCall;
  Interpret(argument: _nuance_nlu_v1_InterpretRequest, callback: grpc.requestCallback<_nuance_nlu_v1_InterpretResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Interprets one input. Needs the nlu scope. Succeeds with status code 200, message OK.
   */
  interpret(argument: _nuance_nlu_v1_InterpretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_v1_InterpretResponse__Output>): grpc.ClientUnaryCall;
  interpret(argument: _nuance_nlu_v1_InterpretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_nlu_v1_InterpretResponse__Output>): grpc.ClientUnaryCall;
  interpret(argument: _nuance_nlu_v1_InterpretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_nlu_v1_InterpretResponse__Output>): grpc.ClientUnaryCall;
  interpret(argument: _nuance_nlu_v1_InterpretRequest, callback: grpc.requestCallback<_nuance_nlu_v1_InterpretResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Interprets input against a semantic model.
 */
export interface RuntimeHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Interprets one input. Needs the nlu scope. Succeeds with status code 200, message OK.
   */
  Interpret: grpc.handleUnaryCall<_nuance_nlu_v1_InterpretRequest__Output, _nuance_nlu_v1_InterpretResponse>;
  
}

export interface RuntimeDefinition extends grpc.ServiceDefinition {
  Interpret: MethodDefinition<_nuance_nlu_v1_InterpretRequest, _nuance_nlu_v1_InterpretResponse, _nuance_nlu_v1_InterpretRequest__Output, _nuance_nlu_v1_InterpretResponse__Output>
}

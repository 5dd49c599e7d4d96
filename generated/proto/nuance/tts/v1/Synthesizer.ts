// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetVoicesRequest as _nuance_tts_v1_GetVoicesRequest, GetVoicesRequest__Output as _nuance_tts_v1_GetVoicesRequest__Output } from '../../../nuance/tts/v1/GetVoicesRequest';
import type { GetVoicesResponse as _nuance_tts_v1_GetVoicesResponse, GetVoicesResponse__Output as _nuance_tts_v1_GetVoicesResponse__Output } from '../../../nuance/tts/v1/GetVoicesResponse';
import type { SynthesisRequest as _nuance_tts_v1_SynthesisRequest, SynthesisRequest__Output as _nuance_tts_v1_SynthesisRequest__Output } from '../../../nuance/tts/v1/SynthesisRequest';
import type { SynthesisResponse as _nuance_tts_v1_SynthesisResponse, SynthesisResponse__Output as _nuance_tts_v1_SynthesisResponse__Output } from '../../../nuance/tts/v1/SynthesisResponse';
import type { UnarySynthesisResponse as _nuance_tts_v1_UnarySynthesisResponse, UnarySynthesisResponse__Output as _nuance_tts_v1_UnarySynthesisResponse__Output } from '../../../nuance/tts/v1/UnarySynthesisResponse';

/**
 * Turns text into speech.
 */
export interface SynthesizerClient extends grpc.Client {
  /**
   * The voices available, all of them or those matching the request's voice fields.
   */
  GetVoices(argument: _nuance_tts_v1_GetVoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_tts_v1_GetVoicesResponse__Output>): grpc.ClientUnaryCall;
  GetVoices(argument: _nuance_tts_v1_GetVoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_tts_v1_GetVoicesResponse__Output>): grpc.ClientUnaryCall;
  GetVoices(argument: _nuance_tts_v1_GetVoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_tts_v1_GetVoicesResponse__Output>): grpc.ClientUnaryCall;
  GetVoices(argument: _nuance_tts_v1_GetVoicesRequest, callback: grpc.requestCallback<_nuance_tts_v1_GetVoicesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The voices available, all of them or those matching the request's voice fields.
   */
  getVoices(argument: _nuance_tts_v1_GetVoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_tts_v1_GetVoicesResponse__Output>): grpc.ClientUnaryCall;
  getVoices(argument: _nuance_tts_v1_GetVoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_tts_v1_GetVoicesResponse__Output>): grpc.ClientUnaryCall;
  getVoices(argument: _nuance_tts_v1_GetVoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_tts_v1_GetVoicesResponse__Output>): grpc.ClientUnaryCall;
  getVoices(argument: _nuance_tts_v1_GetVoicesRequest, callback: grpc.requestCallback<_nuance_tts_v1_GetVoicesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One synthesis, its audio streamed in chunks as it is produced, then a final status.
   */
  Synthesize(argument: _nuance_tts_v1_SynthesisRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_nuance_tts_v1_SynthesisResponse__Output>;
  Synthesize(argument: _nuance_tts_v1_SynthesisRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_nuance_tts_v1_SynthesisResponse__Output>;
  /**
   * One synthesis, its audio streamed in chunks as it is produced, then a final status.
   */
  synthesize(argument: _nuance_tts_v1_SynthesisRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_nuance_tts_v1_SynthesisResponse__Output>;
  synthesize(argument: _nuance_tts_v1_SynthesisRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_nuance_tts_v1_SynthesisResponse__Output>;
  
  /**
   * One synthesis, its audio and status in a single response.
   */
  UnarySynthesize(argument: _nuance_tts_v1_SynthesisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_tts_v1_UnarySynthesisResponse__Output>): grpc.ClientUnaryCall;
  UnarySynthesize(argument: _nuance_tts_v1_SynthesisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_tts_v1_UnarySynthesisResponse__Output>): grpc.ClientUnaryCall;
  UnarySynthesize(argument: _nuance_tts_v1_SynthesisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_tts_v1_UnarySynthesisResponse__Output>): grpc.ClientUnaryCall;
  UnarySynthesize(argument: _nuance_tts_v1_SynthesisRequest, callback: grpc.requestCallback<_nuance_tts_v1_UnarySynthesisResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One synthesis, its audio and status in a single response.
   */
  unarySynthesize(argument: _nuance_tts_v1_SynthesisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_tts_v1_UnarySynthesisResponse__Output>): grpc.ClientUnaryCall;
  unarySynthesize(argument: _nuance_tts_v1_SynthesisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_tts_v1_UnarySynthesisResponse__Output>): grpc.ClientUnaryCall;
  unarySynthesize(argument: _nuance_tts_v1_SynthesisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_tts_v1_UnarySynthesisResponse__Output>): grpc.ClientUnaryCall;
  unarySynthesize(argument: _nuance_tts_v1_SynthesisRequest, callback: grpc.requestCallback<_nuance_tts_v1_UnarySynthesisResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Turns text into speech.
 */
export interface SynthesizerHandlers extends grpc.UntypedServiceImplementation {
  /**
   * The voices available, all of them or those matching the request's voice fields.
   */
  GetVoices: grpc.handleUnaryCall<_nuance_tts_v1_GetVoicesRequest__Output, _nuance_tts_v1_GetVoicesResponse>;
  
  /**
   * One synthesis, its audio streamed in chunks as it is produced, then a final status.
   */
  Synthesize: grpc.handleServerStreamingCall<_nuance_tts_v1_SynthesisRequest__Output, _nuance_tts_v1_SynthesisResponse>;
  
  /**
   * One synthesis, its audio and status in a single response.
   */
  UnarySynthesize: grpc.handleUnaryCall<_nuance_tts_v1_SynthesisRequest__Output, _nuance_tts_v1_UnarySynthesisResponse>;
  
}

export interface SynthesizerDefinition extends grpc.ServiceDefinition {
  GetVoices: MethodDefinition<_nuance_tts_v1_GetVoicesRequest, _nuance_tts_v1_GetVoicesResponse, _nuance_tts_v1_GetVoicesRequest__Output, _nuance_tts_v1_GetVoicesResponse__Output>
  Synthesize: MethodDefinition<_nuance_tts_v1_SynthesisRequest, _nuance_tts_v1_SynthesisResponse, _nuance_tts_v1_SynthesisRequest__Output, _nuance_tts_v1_SynthesisResponse__Output>
  UnarySynthesize: MethodDefinition<_nuance_tts_v1_SynthesisRequest, _nuance_tts_v1_UnarySynthesisResponse, _nuance_tts_v1_SynthesisRequest__Output, _nuance_tts_v1_UnarySynthesisResponse__Output>
}

// Original file: protos/nuance/dlg/v1/dlg_interface.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ExecuteRequest as _nuance_dlg_v1_ExecuteRequest, ExecuteRequest__Output as _nuance_dlg_v1_ExecuteRequest__Output } from '../../../nuance/dlg/v1/ExecuteRequest';
import type { ExecuteResponse as _nuance_dlg_v1_ExecuteResponse, ExecuteResponse__Output as _nuance_dlg_v1_ExecuteResponse__Output } from '../../../nuance/dlg/v1/ExecuteResponse';
import type { StartRequest as _nuance_dlg_v1_StartRequest, StartRequest__Output as _nuance_dlg_v1_StartRequest__Output } from '../../../nuance/dlg/v1/StartRequest';
import type { StartResponse as _nuance_dlg_v1_StartResponse, StartResponse__Output as _nuance_dlg_v1_StartResponse__Output } from '../../../nuance/dlg/v1/StartResponse';
import type { StatusRequest as _nuance_dlg_v1_StatusRequest, StatusRequest__Output as _nuance_dlg_v1_StatusRequest__Output } from '../../../nuance/dlg/v1/StatusRequest';
import type { StatusResponse as _nuance_dlg_v1_StatusResponse, StatusResponse__Output as _nuance_dlg_v1_StatusResponse__Output } from '../../../nuance/dlg/v1/StatusResponse';
import type { StopRequest as _nuance_dlg_v1_StopRequest, StopRequest__Output as _nuance_dlg_v1_StopRequest__Output } from '../../../nuance/dlg/v1/StopRequest';
import type { StopResponse as _nuance_dlg_v1_StopResponse, StopResponse__Output as _nuance_dlg_v1_StopResponse__Output } from '../../../nuance/dlg/v1/StopResponse';
import type { StreamInput as _nuance_dlg_v1_StreamInput, StreamInput__Output as _nuance_dlg_v1_StreamInput__Output } from '../../../nuance/dlg/v1/StreamInput';
import type { StreamOutput as _nuance_dlg_v1_StreamOutput, StreamOutput__Output as _nuance_dlg_v1_StreamOutput__Output } from '../../../nuance/dlg/v1/StreamOutput';
import type { UpdateRequest as _nuance_dlg_v1_UpdateRequest, UpdateRequest__Output as _nuance_dlg_v1_UpdateRequest__Output } from '../../../nuance/dlg/v1/UpdateRequest';
import type { UpdateResponse as _nuance_dlg_v1_UpdateResponse, UpdateResponse__Output as _nuance_dlg_v1_UpdateResponse__Output } from '../../../nuance/dlg/v1/UpdateResponse';

/**
 * Sessions of dialog applications.
 */
export interface DialogServiceClient extends grpc.Client {
  /**
   * One turn: the client's input (or the data it was asked for) in, the dialog's messages and
   * next action out.
   */
  Execute(argument: _nuance_dlg_v1_ExecuteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_ExecuteResponse__Output>): grpc.ClientUnaryCall;
  Execute(argument: _nuance_dlg_v1_ExecuteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_ExecuteResponse__Output>): grpc.ClientUnaryCall;
  Execute(argument: _nuance_dlg_v1_ExecuteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_ExecuteResponse__Output>): grpc.ClientUnaryCall;
  Execute(argument: _nuance_dlg_v1_ExecuteRequest, callback: grpc.requestCallback<_nuance_dlg_v1_ExecuteResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One turn: the client's input (or the data it was asked for) in, the dialog's messages and
   * next action out.
   */
  execute(argument: _nuance_dlg_v1_ExecuteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_ExecuteResponse__Output>): grpc.ClientUnaryCall;
  execute(argument: _nuance_dlg_v1_ExecuteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_ExecuteResponse__Output>): grpc.ClientUnaryCall;
  execute(argument: _nuance_dlg_v1_ExecuteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_ExecuteResponse__Output>): grpc.ClientUnaryCall;
  execute(argument: _nuance_dlg_v1_ExecuteRequest, callback: grpc.requestCallback<_nuance_dlg_v1_ExecuteResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A turn with audio: speech in, recognition results and synthesized prompts out. gRPC only.
   */
  ExecuteStream(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_nuance_dlg_v1_StreamInput, _nuance_dlg_v1_StreamOutput__Output>;
  ExecuteStream(options?: grpc.CallOptions): grpc.ClientDuplexStream<_nuance_dlg_v1_StreamInput, _nuance_dlg_v1_StreamOutput__Output>;
  /**
   * A turn with audio: speech in, recognition results and synthesized prompts out. gRPC only.
   */
  executeStream(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_nuance_dlg_v1_StreamInput, _nuance_dlg_v1_StreamOutput__Output>;
  executeStream(options?: grpc.CallOptions): grpc.ClientDuplexStream<_nuance_dlg_v1_StreamInput, _nuance_dlg_v1_StreamOutput__Output>;
  
  /**
   * Opens a session on the application model named by payload.model_ref.uri and returns its ID.
   */
  Start(argument: _nuance_dlg_v1_StartRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StartResponse__Output>): grpc.ClientUnaryCall;
  Start(argument: _nuance_dlg_v1_StartRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_StartResponse__Output>): grpc.ClientUnaryCall;
  Start(argument: _nuance_dlg_v1_StartRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StartResponse__Output>): grpc.ClientUnaryCall;
  Start(argument: _nuance_dlg_v1_StartRequest, callback: grpc.requestCallback<_nuance_dlg_v1_StartResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Opens a session on the application model named by payload.model_ref.uri and returns its ID.
   */
  start(argument: _nuance_dlg_v1_StartRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StartResponse__Output>): grpc.ClientUnaryCall;
  start(argument: _nuance_dlg_v1_StartRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_StartResponse__Output>): grpc.ClientUnaryCall;
  start(argument: _nuance_dlg_v1_StartRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StartResponse__Output>): grpc.ClientUnaryCall;
  start(argument: _nuance_dlg_v1_StartRequest, callback: grpc.requestCallback<_nuance_dlg_v1_StartResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Seconds a session has left before it expires.
   */
  Status(argument: _nuance_dlg_v1_StatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StatusResponse__Output>): grpc.ClientUnaryCall;
  Status(argument: _nuance_dlg_v1_StatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_StatusResponse__Output>): grpc.ClientUnaryCall;
  Status(argument: _nuance_dlg_v1_StatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StatusResponse__Output>): grpc.ClientUnaryCall;
  Status(argument: _nuance_dlg_v1_StatusRequest, callback: grpc.requestCallback<_nuance_dlg_v1_StatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Seconds a session has left before it expires.
   */
  status(argument: _nuance_dlg_v1_StatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StatusResponse__Output>): grpc.ClientUnaryCall;
  status(argument: _nuance_dlg_v1_StatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_StatusResponse__Output>): grpc.ClientUnaryCall;
  status(argument: _nuance_dlg_v1_StatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StatusResponse__Output>): grpc.ClientUnaryCall;
  status(argument: _nuance_dlg_v1_StatusRequest, callback: grpc.requestCallback<_nuance_dlg_v1_StatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Ends a session.
   */
  Stop(argument: _nuance_dlg_v1_StopRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StopResponse__Output>): grpc.ClientUnaryCall;
  Stop(argument: _nuance_dlg_v1_StopRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_StopResponse__Output>): grpc.ClientUnaryCall;
  Stop(argument: _nuance_dlg_v1_StopRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StopResponse__Output>): grpc.ClientUnaryCall;
  Stop(argument: _nuance_dlg_v1_StopRequest, callback: grpc.requestCallback<_nuance_dlg_v1_StopResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Ends a session.
   */
  stop(argument: _nuance_dlg_v1_StopRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StopResponse__Output>): grpc.ClientUnaryCall;
  stop(argument: _nuance_dlg_v1_StopRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_StopResponse__Output>): grpc.ClientUnaryCall;
  stop(argument: _nuance_dlg_v1_StopRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_StopResponse__Output>): grpc.ClientUnaryCall;
  stop(argument: _nuance_dlg_v1_StopRequest, callback: grpc.requestCallback<_nuance_dlg_v1_StopResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sets session variables from outside the flow.
   */
  Update(argument: _nuance_dlg_v1_UpdateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_UpdateResponse__Output>): grpc.ClientUnaryCall;
  Update(argument: _nuance_dlg_v1_UpdateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_UpdateResponse__Output>): grpc.ClientUnaryCall;
  Update(argument: _nuance_dlg_v1_UpdateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_UpdateResponse__Output>): grpc.ClientUnaryCall;
  Update(argument: _nuance_dlg_v1_UpdateRequest, callback: grpc.requestCallback<_nuance_dlg_v1_UpdateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sets session variables from outside the flow.
   */
  update(argument: _nuance_dlg_v1_UpdateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_UpdateResponse__Output>): grpc.ClientUnaryCall;
  update(argument: _nuance_dlg_v1_UpdateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_dlg_v1_UpdateResponse__Output>): grpc.ClientUnaryCall;
  update(argument: _nuance_dlg_v1_UpdateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_dlg_v1_UpdateResponse__Output>): grpc.ClientUnaryCall;
  update(argument: _nuance_dlg_v1_UpdateRequest, callback: grpc.requestCallback<_nuance_dlg_v1_UpdateResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Sessions of dialog applications.
 */
export interface DialogServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * One turn: the client's input (or the data it was asked for) in, the dialog's messages and
   * next action out.
   */
  Execute: grpc.handleUnaryCall<_nuance_dlg_v1_ExecuteRequest__Output, _nuance_dlg_v1_ExecuteResponse>;
  
  /**
   * A turn with audio: speech in, recognition results and synthesized prompts out. gRPC only.
   */
  ExecuteStream: grpc.handleBidiStreamingCall<_nuance_dlg_v1_StreamInput__Output, _nuance_dlg_v1_StreamOutput>;
  
  /**
   * Opens a session on the application model named by payload.model_ref.uri and returns its ID.
   */
  Start: grpc.handleUnaryCall<_nuance_dlg_v1_StartRequest__Output, _nuance_dlg_v1_StartResponse>;
  
  /**
   * Seconds a session has left before it expires.
   */
  Status: grpc.handleUnaryCall<_nuance_dlg_v1_StatusRequest__Output, _nuance_dlg_v1_StatusResponse>;
  
  /**
   * Ends a session.
   */
  Stop: grpc.handleUnaryCall<_nuance_dlg_v1_StopRequest__Output, _nuance_dlg_v1_StopResponse>;
  
  /**
   * Sets session variables from outside the flow.
   */
  Update: grpc.handleUnaryCall<_nuance_dlg_v1_UpdateRequest__Output, _nuance_dlg_v1_UpdateResponse>;
  
}

export interface DialogServiceDefinition extends grpc.ServiceDefinition {
  Execute: MethodDefinition<_nuance_dlg_v1_ExecuteRequest, _nuance_dlg_v1_ExecuteResponse, _nuance_dlg_v1_ExecuteRequest__Output, _nuance_dlg_v1_ExecuteResponse__Output>
  ExecuteStream: MethodDefinition<_nuance_dlg_v1_StreamInput, _nuance_dlg_v1_StreamOutput, _nuance_dlg_v1_StreamInput__Output, _nuance_dlg_v1_StreamOutput__Output>
  Start: MethodDefinition<_nuance_dlg_v1_StartRequest, _nuance_dlg_v1_StartResponse, _nuance_dlg_v1_StartRequest__Output, _nuance_dlg_v1_StartResponse__Output>
  Status: MethodDefinition<_nuance_dlg_v1_StatusRequest, _nuance_dlg_v1_StatusResponse, _nuance_dlg_v1_StatusRequest__Output, _nuance_dlg_v1_StatusResponse__Output>
  Stop: MethodDefinition<_nuance_dlg_v1_StopRequest, _nuance_dlg_v1_StopResponse, _nuance_dlg_v1_StopRequest__Output, _nuance_dlg_v1_StopResponse__Output>
  Update: MethodDefinition<_nuance_dlg_v1_UpdateRequest, _nuance_dlg_v1_UpdateResponse, _nuance_dlg_v1_UpdateRequest__Output, _nuance_dlg_v1_UpdateResponse__Output>
}

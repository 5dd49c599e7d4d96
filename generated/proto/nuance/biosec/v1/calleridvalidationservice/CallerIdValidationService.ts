// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_validation_service_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ProcessPreAnswerRequest as _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, ProcessPreAnswerRequest__Output as _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest__Output } from '../../../../nuance/biosec/v1/calleridvalidationservice/ProcessPreAnswerRequest';
import type { ProcessPreAnswerResponse as _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse, ProcessPreAnswerResponse__Output as _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output } from '../../../../nuance/biosec/v1/calleridvalidationservice/ProcessPreAnswerResponse';

/**
 * Validates caller IDs before the call is answered.
 */
export interface CallerIdValidationServiceClient extends grpc.Client {
  /**
   * Validates the caller ID of a call not yet answered. After the response is returned, a new
   * engagement and a pre-call session start implicitly.
   * Context: gk_engagement_id optional, gk_session_id optional, gk_scope_id mandatory,
   * configset_id optional.
   */
  ProcessPreAnswer(argument: _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>): grpc.ClientUnaryCall;
  ProcessPreAnswer(argument: _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>): grpc.ClientUnaryCall;
  ProcessPreAnswer(argument: _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>): grpc.ClientUnaryCall;
  ProcessPreAnswer(argument: _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Validates the caller ID of a call not yet answered. After the response is returned, a new
   * engagement and a pre-call session start implicitly.
   * Context: gk_engagement_id optional, gk_session_id optional, gk_scope_id mandatory,
   * configset_id optional.
   */
  processPreAnswer(argument: _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>): grpc.ClientUnaryCall;
  processPreAnswer(argument: _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>): grpc.ClientUnaryCall;
  processPreAnswer(argument: _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>): grpc.ClientUnaryCall;
  processPreAnswer(argument: _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Validates caller IDs before the call is answered.
 */
export interface CallerIdValidationServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Validates the caller ID of a call not yet answered. After the response is returned, a new
   * engagement and a pre-call session start implicitly.
   * Context: gk_engagement_id optional, gk_session_id optional, gk_scope_id mandatory,
   * configset_id optional.
   */
  ProcessPreAnswer: grpc.handleUnaryCall<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest__Output, _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse>;
  
}

export interface CallerIdValidationServiceDefinition extends grpc.ServiceDefinition {
  ProcessPreAnswer: MethodDefinition<_nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest, _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse, _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerRequest__Output, _nuance_biosec_v1_calleridvalidationservice_ProcessPreAnswerResponse__Output>
}

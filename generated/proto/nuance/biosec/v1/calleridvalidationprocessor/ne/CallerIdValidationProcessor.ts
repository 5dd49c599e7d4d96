// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ValidateCallerIdExtRequest as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, ValidateCallerIdExtRequest__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdExtRequest';
import type { ValidateCallerIdExtResponse as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse, ValidateCallerIdExtResponse__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdExtResponse';
import type { ValidateCallerIdRequest as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, ValidateCallerIdRequest__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdRequest';
import type { ValidateCallerIdResponse as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse, ValidateCallerIdResponse__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output } from '../../../../../nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdResponse';

/**
 * Validates caller IDs through the configured caller ID vendor and turns the vendor result into
 * a risk decision.
 */
export interface CallerIdValidationProcessorClient extends grpc.Client {
  /**
   * Validates a caller ID, either from call data or by re-reading an earlier result through its
   * reference_id.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  ValidateCallerId(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>): grpc.ClientUnaryCall;
  ValidateCallerId(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>): grpc.ClientUnaryCall;
  ValidateCallerId(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>): grpc.ClientUnaryCall;
  ValidateCallerId(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Validates a caller ID, either from call data or by re-reading an earlier result through its
   * reference_id.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  validateCallerId(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>): grpc.ClientUnaryCall;
  validateCallerId(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>): grpc.ClientUnaryCall;
  validateCallerId(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>): grpc.ClientUnaryCall;
  validateCallerId(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Scores a raw result that the client obtained from the vendor itself. A version differing
   * from the vendor API version of the original query gives NOT_IMPLEMENTED.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  ValidateCallerIdExt(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>): grpc.ClientUnaryCall;
  ValidateCallerIdExt(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>): grpc.ClientUnaryCall;
  ValidateCallerIdExt(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>): grpc.ClientUnaryCall;
  ValidateCallerIdExt(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Scores a raw result that the client obtained from the vendor itself. A version differing
   * from the vendor API version of the original query gives NOT_IMPLEMENTED.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  validateCallerIdExt(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>): grpc.ClientUnaryCall;
  validateCallerIdExt(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>): grpc.ClientUnaryCall;
  validateCallerIdExt(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>): grpc.ClientUnaryCall;
  validateCallerIdExt(argument: _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Validates caller IDs through the configured caller ID vendor and turns the vendor result into
 * a risk decision.
 */
export interface CallerIdValidationProcessorHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Validates a caller ID, either from call data or by re-reading an earlier result through its
   * reference_id.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  ValidateCallerId: grpc.handleUnaryCall<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest__Output, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse>;
  
  /**
   * Scores a raw result that the client obtained from the vendor itself. A version differing
   * from the vendor API version of the original query gives NOT_IMPLEMENTED.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  ValidateCallerIdExt: grpc.handleUnaryCall<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest__Output, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse>;
  
}

export interface CallerIdValidationProcessorDefinition extends grpc.ServiceDefinition {
  ValidateCallerId: MethodDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest__Output, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>
  ValidateCallerIdExt: MethodDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest__Output, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>
}

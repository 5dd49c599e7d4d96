// Original file: protos/vigil/v1/enrollment.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { EnrollFraudsterFromMediaRequest as _vigil_v1_EnrollFraudsterFromMediaRequest, EnrollFraudsterFromMediaRequest__Output as _vigil_v1_EnrollFraudsterFromMediaRequest__Output } from '../../vigil/v1/EnrollFraudsterFromMediaRequest';
import type { EnrollFraudsterFromMediaResponse as _vigil_v1_EnrollFraudsterFromMediaResponse, EnrollFraudsterFromMediaResponse__Output as _vigil_v1_EnrollFraudsterFromMediaResponse__Output } from '../../vigil/v1/EnrollFraudsterFromMediaResponse';

/**
 * Enrolls a caller's recorded audio into a fraudster's voiceprint, from the engagement where an
 * analyst found the fraud.
 */
export interface FraudsterEnrollmentClient extends grpc.Client {
  /**
   * In one transaction: picks the fraudster's voiceprint profile (the one with voiceprint_tag, or
   * the oldest when no tag is given), creating it when the fraudster has none; adds the chosen
   * channel of the media segment as an enrollment segment (once: enrolling the same audio again
   * changes nothing) and trains the profile from all its segments. A segment enrolled into a
   * fraudster's print is kept as fraud evidence by personal-data erasure.
   * Context: gk_scope_id, gk_engagement_id and gk_session_id mandatory (the caller's own session,
   * as for every change); the media segment must belong to the request's gk_engagement_id.
   */
  EnrollFraudsterFromMedia(argument: _vigil_v1_EnrollFraudsterFromMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_EnrollFraudsterFromMediaResponse__Output>): grpc.ClientUnaryCall;
  EnrollFraudsterFromMedia(argument: _vigil_v1_EnrollFraudsterFromMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_EnrollFraudsterFromMediaResponse__Output>): grpc.ClientUnaryCall;
  EnrollFraudsterFromMedia(argument: _vigil_v1_EnrollFraudsterFromMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_EnrollFraudsterFromMediaResponse__Output>): grpc.ClientUnaryCall;
  EnrollFraudsterFromMedia(argument: _vigil_v1_EnrollFraudsterFromMediaRequest, callback: grpc.requestCallback<_vigil_v1_EnrollFraudsterFromMediaResponse__Output>): grpc.ClientUnaryCall;
  /**
   * In one transaction: picks the fraudster's voiceprint profile (the one with voiceprint_tag, or
   * the oldest when no tag is given), creating it when the fraudster has none; adds the chosen
   * channel of the media segment as an enrollment segment (once: enrolling the same audio again
   * changes nothing) and trains the profile from all its segments. A segment enrolled into a
   * fraudster's print is kept as fraud evidence by personal-data erasure.
   * Context: gk_scope_id, gk_engagement_id and gk_session_id mandatory (the caller's own session,
   * as for every change); the media segment must belong to the request's gk_engagement_id.
   */
  enrollFraudsterFromMedia(argument: _vigil_v1_EnrollFraudsterFromMediaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_EnrollFraudsterFromMediaResponse__Output>): grpc.ClientUnaryCall;
  enrollFraudsterFromMedia(argument: _vigil_v1_EnrollFraudsterFromMediaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_EnrollFraudsterFromMediaResponse__Output>): grpc.ClientUnaryCall;
  enrollFraudsterFromMedia(argument: _vigil_v1_EnrollFraudsterFromMediaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_EnrollFraudsterFromMediaResponse__Output>): grpc.ClientUnaryCall;
  enrollFraudsterFromMedia(argument: _vigil_v1_EnrollFraudsterFromMediaRequest, callback: grpc.requestCallback<_vigil_v1_EnrollFraudsterFromMediaResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Enrolls a caller's recorded audio into a fraudster's voiceprint, from the engagement where an
 * analyst found the fraud.
 */
export interface FraudsterEnrollmentHandlers extends grpc.UntypedServiceImplementation {
  /**
   * In one transaction: picks the fraudster's voiceprint profile (the one with voiceprint_tag, or
   * the oldest when no tag is given), creating it when the fraudster has none; adds the chosen
   * channel of the media segment as an enrollment segment (once: enrolling the same audio again
   * changes nothing) and trains the profile from all its segments. A segment enrolled into a
   * fraudster's print is kept as fraud evidence by personal-data erasure.
   * Context: gk_scope_id, gk_engagement_id and gk_session_id mandatory (the caller's own session,
   * as for every change); the media segment must belong to the request's gk_engagement_id.
   */
  EnrollFraudsterFromMedia: grpc.handleUnaryCall<_vigil_v1_EnrollFraudsterFromMediaRequest__Output, _vigil_v1_EnrollFraudsterFromMediaResponse>;
  
}

export interface FraudsterEnrollmentDefinition extends grpc.ServiceDefinition {
  EnrollFraudsterFromMedia: MethodDefinition<_vigil_v1_EnrollFraudsterFromMediaRequest, _vigil_v1_EnrollFraudsterFromMediaResponse, _vigil_v1_EnrollFraudsterFromMediaRequest__Output, _vigil_v1_EnrollFraudsterFromMediaResponse__Output>
}

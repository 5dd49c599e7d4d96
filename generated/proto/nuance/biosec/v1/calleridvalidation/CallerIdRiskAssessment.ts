// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_risk_assessment_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AssessCallerIdRiskRequest as _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, AssessCallerIdRiskRequest__Output as _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest__Output } from '../../../../nuance/biosec/v1/calleridvalidation/AssessCallerIdRiskRequest';
import type { AssessCallerIdRiskResponse as _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse, AssessCallerIdRiskResponse__Output as _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output } from '../../../../nuance/biosec/v1/calleridvalidation/AssessCallerIdRiskResponse';

/**
 * Rates the risk of a caller ID against a caller ID watchlist.
 */
export interface CallerIdRiskAssessmentClient extends grpc.Client {
  /**
   * Checks a caller ID against the rules of a watchlist. No match gives
   * CALLER_ID_RISK_LEVEL_NO_RISK. Among several matching regex rules a NO_RISK rule wins,
   * otherwise the highest risk_level. An exact phone-number rule beats matching regex rules.
   * Rules are cached and refreshed every 5 minutes.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id mandatory.
   */
  AssessCallerIdRisk(argument: _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>): grpc.ClientUnaryCall;
  AssessCallerIdRisk(argument: _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>): grpc.ClientUnaryCall;
  AssessCallerIdRisk(argument: _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>): grpc.ClientUnaryCall;
  AssessCallerIdRisk(argument: _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Checks a caller ID against the rules of a watchlist. No match gives
   * CALLER_ID_RISK_LEVEL_NO_RISK. Among several matching regex rules a NO_RISK rule wins,
   * otherwise the highest risk_level. An exact phone-number rule beats matching regex rules.
   * Rules are cached and refreshed every 5 minutes.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id mandatory.
   */
  assessCallerIdRisk(argument: _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>): grpc.ClientUnaryCall;
  assessCallerIdRisk(argument: _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>): grpc.ClientUnaryCall;
  assessCallerIdRisk(argument: _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>): grpc.ClientUnaryCall;
  assessCallerIdRisk(argument: _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, callback: grpc.requestCallback<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Rates the risk of a caller ID against a caller ID watchlist.
 */
export interface CallerIdRiskAssessmentHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Checks a caller ID against the rules of a watchlist. No match gives
   * CALLER_ID_RISK_LEVEL_NO_RISK. Among several matching regex rules a NO_RISK rule wins,
   * otherwise the highest risk_level. An exact phone-number rule beats matching regex rules.
   * Rules are cached and refreshed every 5 minutes.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id mandatory.
   */
  AssessCallerIdRisk: grpc.handleUnaryCall<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest__Output, _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse>;
  
}

export interface CallerIdRiskAssessmentDefinition extends grpc.ServiceDefinition {
  AssessCallerIdRisk: MethodDefinition<_nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest, _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse, _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskRequest__Output, _nuance_biosec_v1_calleridvalidation_AssessCallerIdRiskResponse__Output>
}

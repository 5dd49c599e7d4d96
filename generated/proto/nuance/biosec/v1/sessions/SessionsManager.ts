// Original file: protos/nuance/biosec/v1/sessions/sessions_manager_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetEngagementDetailsRequest as _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, GetEngagementDetailsRequest__Output as _nuance_biosec_v1_sessions_GetEngagementDetailsRequest__Output } from '../../../../nuance/biosec/v1/sessions/GetEngagementDetailsRequest';
import type { GetEngagementDetailsResponse as _nuance_biosec_v1_sessions_GetEngagementDetailsResponse, GetEngagementDetailsResponse__Output as _nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output } from '../../../../nuance/biosec/v1/sessions/GetEngagementDetailsResponse';
import type { GetGkEngagementIdRequest as _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, GetGkEngagementIdRequest__Output as _nuance_biosec_v1_sessions_GetGkEngagementIdRequest__Output } from '../../../../nuance/biosec/v1/sessions/GetGkEngagementIdRequest';
import type { GetGkEngagementIdResponse as _nuance_biosec_v1_sessions_GetGkEngagementIdResponse, GetGkEngagementIdResponse__Output as _nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output } from '../../../../nuance/biosec/v1/sessions/GetGkEngagementIdResponse';
import type { GetSessionDecisionRequest as _nuance_biosec_v1_sessions_GetSessionDecisionRequest, GetSessionDecisionRequest__Output as _nuance_biosec_v1_sessions_GetSessionDecisionRequest__Output } from '../../../../nuance/biosec/v1/sessions/GetSessionDecisionRequest';
import type { GetSessionDecisionResponse as _nuance_biosec_v1_sessions_GetSessionDecisionResponse, GetSessionDecisionResponse__Output as _nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output } from '../../../../nuance/biosec/v1/sessions/GetSessionDecisionResponse';
import type { GetSessionDetailsRequest as _nuance_biosec_v1_sessions_GetSessionDetailsRequest, GetSessionDetailsRequest__Output as _nuance_biosec_v1_sessions_GetSessionDetailsRequest__Output } from '../../../../nuance/biosec/v1/sessions/GetSessionDetailsRequest';
import type { GetSessionDetailsResponse as _nuance_biosec_v1_sessions_GetSessionDetailsResponse, GetSessionDetailsResponse__Output as _nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output } from '../../../../nuance/biosec/v1/sessions/GetSessionDetailsResponse';
import type { ListCorrelatedEngagementsRequest as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, ListCorrelatedEngagementsRequest__Output as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest__Output } from '../../../../nuance/biosec/v1/sessions/ListCorrelatedEngagementsRequest';
import type { ListCorrelatedEngagementsResponse as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse, ListCorrelatedEngagementsResponse__Output as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output } from '../../../../nuance/biosec/v1/sessions/ListCorrelatedEngagementsResponse';
import type { SetEngagementVerdictRequest as _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, SetEngagementVerdictRequest__Output as _nuance_biosec_v1_sessions_SetEngagementVerdictRequest__Output } from '../../../../nuance/biosec/v1/sessions/SetEngagementVerdictRequest';
import type { SetEngagementVerdictResponse as _nuance_biosec_v1_sessions_SetEngagementVerdictResponse, SetEngagementVerdictResponse__Output as _nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output } from '../../../../nuance/biosec/v1/sessions/SetEngagementVerdictResponse';
import type { StartEngagementRequest as _nuance_biosec_v1_sessions_StartEngagementRequest, StartEngagementRequest__Output as _nuance_biosec_v1_sessions_StartEngagementRequest__Output } from '../../../../nuance/biosec/v1/sessions/StartEngagementRequest';
import type { StartEngagementResponse as _nuance_biosec_v1_sessions_StartEngagementResponse, StartEngagementResponse__Output as _nuance_biosec_v1_sessions_StartEngagementResponse__Output } from '../../../../nuance/biosec/v1/sessions/StartEngagementResponse';
import type { StartSessionRequest as _nuance_biosec_v1_sessions_StartSessionRequest, StartSessionRequest__Output as _nuance_biosec_v1_sessions_StartSessionRequest__Output } from '../../../../nuance/biosec/v1/sessions/StartSessionRequest';
import type { StartSessionResponse as _nuance_biosec_v1_sessions_StartSessionResponse, StartSessionResponse__Output as _nuance_biosec_v1_sessions_StartSessionResponse__Output } from '../../../../nuance/biosec/v1/sessions/StartSessionResponse';
import type { StopEngagementRequest as _nuance_biosec_v1_sessions_StopEngagementRequest, StopEngagementRequest__Output as _nuance_biosec_v1_sessions_StopEngagementRequest__Output } from '../../../../nuance/biosec/v1/sessions/StopEngagementRequest';
import type { StopEngagementResponse as _nuance_biosec_v1_sessions_StopEngagementResponse, StopEngagementResponse__Output as _nuance_biosec_v1_sessions_StopEngagementResponse__Output } from '../../../../nuance/biosec/v1/sessions/StopEngagementResponse';
import type { StopSessionRequest as _nuance_biosec_v1_sessions_StopSessionRequest, StopSessionRequest__Output as _nuance_biosec_v1_sessions_StopSessionRequest__Output } from '../../../../nuance/biosec/v1/sessions/StopSessionRequest';
import type { StopSessionResponse as _nuance_biosec_v1_sessions_StopSessionResponse, StopSessionResponse__Output as _nuance_biosec_v1_sessions_StopSessionResponse__Output } from '../../../../nuance/biosec/v1/sessions/StopSessionResponse';
import type { UpdateEngagementRequest as _nuance_biosec_v1_sessions_UpdateEngagementRequest, UpdateEngagementRequest__Output as _nuance_biosec_v1_sessions_UpdateEngagementRequest__Output } from '../../../../nuance/biosec/v1/sessions/UpdateEngagementRequest';
import type { UpdateEngagementResponse as _nuance_biosec_v1_sessions_UpdateEngagementResponse, UpdateEngagementResponse__Output as _nuance_biosec_v1_sessions_UpdateEngagementResponse__Output } from '../../../../nuance/biosec/v1/sessions/UpdateEngagementResponse';
import type { UpdateSessionRequest as _nuance_biosec_v1_sessions_UpdateSessionRequest, UpdateSessionRequest__Output as _nuance_biosec_v1_sessions_UpdateSessionRequest__Output } from '../../../../nuance/biosec/v1/sessions/UpdateSessionRequest';
import type { UpdateSessionResponse as _nuance_biosec_v1_sessions_UpdateSessionResponse, UpdateSessionResponse__Output as _nuance_biosec_v1_sessions_UpdateSessionResponse__Output } from '../../../../nuance/biosec/v1/sessions/UpdateSessionResponse';

/**
 * Manages sessions (one interaction of a person or user, online or offline) and engagements
 * (all sessions of one customer transaction, such as an IVR call transferred to an agent).
 */
export interface SessionsManagerClient extends grpc.Client {
  /**
   * Reads an engagement. gk_engagement_id may come from the context instead. Context use for
   * this call is not specified.
   */
  GetEngagementDetails(argument: _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetEngagementDetails(argument: _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetEngagementDetails(argument: _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetEngagementDetails(argument: _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads an engagement. gk_engagement_id may come from the context instead. Context use for
   * this call is not specified.
   */
  getEngagementDetails(argument: _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>): grpc.ClientUnaryCall;
  getEngagementDetails(argument: _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>): grpc.ClientUnaryCall;
  getEngagementDetails(argument: _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>): grpc.ClientUnaryCall;
  getEngagementDetails(argument: _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Looks up the Gatekeeper ID of an engagement from its external engagement_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkEngagementId(argument: _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkEngagementId(argument: _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkEngagementId(argument: _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkEngagementId(argument: _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Looks up the Gatekeeper ID of an engagement from its external engagement_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getGkEngagementId(argument: _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>): grpc.ClientUnaryCall;
  getGkEngagementId(argument: _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>): grpc.ClientUnaryCall;
  getGkEngagementId(argument: _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>): grpc.ClientUnaryCall;
  getGkEngagementId(argument: _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Returns the current risk decision of a session. gk_session_id may come from the context
   * instead.
   * Context: gk_engagement_id mandatory, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  GetSessionDecision(argument: _nuance_biosec_v1_sessions_GetSessionDecisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>): grpc.ClientUnaryCall;
  GetSessionDecision(argument: _nuance_biosec_v1_sessions_GetSessionDecisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>): grpc.ClientUnaryCall;
  GetSessionDecision(argument: _nuance_biosec_v1_sessions_GetSessionDecisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>): grpc.ClientUnaryCall;
  GetSessionDecision(argument: _nuance_biosec_v1_sessions_GetSessionDecisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Returns the current risk decision of a session. gk_session_id may come from the context
   * instead.
   * Context: gk_engagement_id mandatory, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  getSessionDecision(argument: _nuance_biosec_v1_sessions_GetSessionDecisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>): grpc.ClientUnaryCall;
  getSessionDecision(argument: _nuance_biosec_v1_sessions_GetSessionDecisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>): grpc.ClientUnaryCall;
  getSessionDecision(argument: _nuance_biosec_v1_sessions_GetSessionDecisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>): grpc.ClientUnaryCall;
  getSessionDecision(argument: _nuance_biosec_v1_sessions_GetSessionDecisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads a session; available while it is active or while its post-call processing is neither
   * finished nor skipped. gk_session_id may come from the context instead.
   * Context: gk_engagement_id unused, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  GetSessionDetails(argument: _nuance_biosec_v1_sessions_GetSessionDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetSessionDetails(argument: _nuance_biosec_v1_sessions_GetSessionDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetSessionDetails(argument: _nuance_biosec_v1_sessions_GetSessionDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetSessionDetails(argument: _nuance_biosec_v1_sessions_GetSessionDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads a session; available while it is active or while its post-call processing is neither
   * finished nor skipped. gk_session_id may come from the context instead.
   * Context: gk_engagement_id unused, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  getSessionDetails(argument: _nuance_biosec_v1_sessions_GetSessionDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>): grpc.ClientUnaryCall;
  getSessionDetails(argument: _nuance_biosec_v1_sessions_GetSessionDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>): grpc.ClientUnaryCall;
  getSessionDetails(argument: _nuance_biosec_v1_sessions_GetSessionDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>): grpc.ClientUnaryCall;
  getSessionDetails(argument: _nuance_biosec_v1_sessions_GetSessionDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists the engagements sharing a correlation ID: at most the five most recent, newest first.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListCorrelatedEngagements(argument: _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>): grpc.ClientUnaryCall;
  ListCorrelatedEngagements(argument: _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>): grpc.ClientUnaryCall;
  ListCorrelatedEngagements(argument: _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>): grpc.ClientUnaryCall;
  ListCorrelatedEngagements(argument: _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists the engagements sharing a correlation ID: at most the five most recent, newest first.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listCorrelatedEngagements(argument: _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>): grpc.ClientUnaryCall;
  listCorrelatedEngagements(argument: _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>): grpc.ClientUnaryCall;
  listCorrelatedEngagements(argument: _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>): grpc.ClientUnaryCall;
  listCorrelatedEngagements(argument: _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Records a fraud analyst's verdict on an engagement after review. gk_engagement_id may come
   * from the context instead. Context use for this call is not specified.
   */
  SetEngagementVerdict(argument: _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>): grpc.ClientUnaryCall;
  SetEngagementVerdict(argument: _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>): grpc.ClientUnaryCall;
  SetEngagementVerdict(argument: _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>): grpc.ClientUnaryCall;
  SetEngagementVerdict(argument: _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Records a fraud analyst's verdict on an engagement after review. gk_engagement_id may come
   * from the context instead. Context use for this call is not specified.
   */
  setEngagementVerdict(argument: _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>): grpc.ClientUnaryCall;
  setEngagementVerdict(argument: _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>): grpc.ClientUnaryCall;
  setEngagementVerdict(argument: _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>): grpc.ClientUnaryCall;
  setEngagementVerdict(argument: _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Starts an engagement explicitly (the first session of a transaction also creates one).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * optional.
   */
  StartEngagement(argument: _nuance_biosec_v1_sessions_StartEngagementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartEngagementResponse__Output>): grpc.ClientUnaryCall;
  StartEngagement(argument: _nuance_biosec_v1_sessions_StartEngagementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartEngagementResponse__Output>): grpc.ClientUnaryCall;
  StartEngagement(argument: _nuance_biosec_v1_sessions_StartEngagementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartEngagementResponse__Output>): grpc.ClientUnaryCall;
  StartEngagement(argument: _nuance_biosec_v1_sessions_StartEngagementRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartEngagementResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Starts an engagement explicitly (the first session of a transaction also creates one).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * optional.
   */
  startEngagement(argument: _nuance_biosec_v1_sessions_StartEngagementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartEngagementResponse__Output>): grpc.ClientUnaryCall;
  startEngagement(argument: _nuance_biosec_v1_sessions_StartEngagementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartEngagementResponse__Output>): grpc.ClientUnaryCall;
  startEngagement(argument: _nuance_biosec_v1_sessions_StartEngagementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartEngagementResponse__Output>): grpc.ClientUnaryCall;
  startEngagement(argument: _nuance_biosec_v1_sessions_StartEngagementRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartEngagementResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Starts a session. With no gk_engagement_id in the context a new engagement is created for
   * it; otherwise it joins the given engagement. is_test true keeps it out of reports.
   * Context: gk_engagement_id optional, gk_session_id unused, gk_scope_id mandatory,
   * configset_id optional.
   */
  StartSession(argument: _nuance_biosec_v1_sessions_StartSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartSessionResponse__Output>): grpc.ClientUnaryCall;
  StartSession(argument: _nuance_biosec_v1_sessions_StartSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartSessionResponse__Output>): grpc.ClientUnaryCall;
  StartSession(argument: _nuance_biosec_v1_sessions_StartSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartSessionResponse__Output>): grpc.ClientUnaryCall;
  StartSession(argument: _nuance_biosec_v1_sessions_StartSessionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Starts a session. With no gk_engagement_id in the context a new engagement is created for
   * it; otherwise it joins the given engagement. is_test true keeps it out of reports.
   * Context: gk_engagement_id optional, gk_session_id unused, gk_scope_id mandatory,
   * configset_id optional.
   */
  startSession(argument: _nuance_biosec_v1_sessions_StartSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartSessionResponse__Output>): grpc.ClientUnaryCall;
  startSession(argument: _nuance_biosec_v1_sessions_StartSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartSessionResponse__Output>): grpc.ClientUnaryCall;
  startSession(argument: _nuance_biosec_v1_sessions_StartSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartSessionResponse__Output>): grpc.ClientUnaryCall;
  startSession(argument: _nuance_biosec_v1_sessions_StartSessionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StartSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Stops the engagement in the context (engagements also stop on timeout). Offline sessions
   * may still join later, but factors of earlier sessions no longer count toward its decision.
   * Context: gk_engagement_id mandatory, gk_session_id unused, gk_scope_id mandatory,
   * configset_id optional.
   */
  StopEngagement(argument: _nuance_biosec_v1_sessions_StopEngagementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopEngagementResponse__Output>): grpc.ClientUnaryCall;
  StopEngagement(argument: _nuance_biosec_v1_sessions_StopEngagementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopEngagementResponse__Output>): grpc.ClientUnaryCall;
  StopEngagement(argument: _nuance_biosec_v1_sessions_StopEngagementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopEngagementResponse__Output>): grpc.ClientUnaryCall;
  StopEngagement(argument: _nuance_biosec_v1_sessions_StopEngagementRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopEngagementResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Stops the engagement in the context (engagements also stop on timeout). Offline sessions
   * may still join later, but factors of earlier sessions no longer count toward its decision.
   * Context: gk_engagement_id mandatory, gk_session_id unused, gk_scope_id mandatory,
   * configset_id optional.
   */
  stopEngagement(argument: _nuance_biosec_v1_sessions_StopEngagementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopEngagementResponse__Output>): grpc.ClientUnaryCall;
  stopEngagement(argument: _nuance_biosec_v1_sessions_StopEngagementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopEngagementResponse__Output>): grpc.ClientUnaryCall;
  stopEngagement(argument: _nuance_biosec_v1_sessions_StopEngagementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopEngagementResponse__Output>): grpc.ClientUnaryCall;
  stopEngagement(argument: _nuance_biosec_v1_sessions_StopEngagementRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopEngagementResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Stops the session in the context (sessions also stop on timeout). Without configset_id in
   * the context the configset is taken, in order, from GetSessionDecision, from StartSession,
   * from any factor carrying one; otherwise defaults apply.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  StopSession(argument: _nuance_biosec_v1_sessions_StopSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopSessionResponse__Output>): grpc.ClientUnaryCall;
  StopSession(argument: _nuance_biosec_v1_sessions_StopSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopSessionResponse__Output>): grpc.ClientUnaryCall;
  StopSession(argument: _nuance_biosec_v1_sessions_StopSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopSessionResponse__Output>): grpc.ClientUnaryCall;
  StopSession(argument: _nuance_biosec_v1_sessions_StopSessionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Stops the session in the context (sessions also stop on timeout). Without configset_id in
   * the context the configset is taken, in order, from GetSessionDecision, from StartSession,
   * from any factor carrying one; otherwise defaults apply.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  stopSession(argument: _nuance_biosec_v1_sessions_StopSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopSessionResponse__Output>): grpc.ClientUnaryCall;
  stopSession(argument: _nuance_biosec_v1_sessions_StopSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopSessionResponse__Output>): grpc.ClientUnaryCall;
  stopSession(argument: _nuance_biosec_v1_sessions_StopSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopSessionResponse__Output>): grpc.ClientUnaryCall;
  stopSession(argument: _nuance_biosec_v1_sessions_StopSessionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_StopSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes an engagement's details; details and field_mask are mandatory. gk_engagement_id may
   * come from the context instead.
   * Context: gk_engagement_id optional, gk_session_id unused, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateEngagement(argument: _nuance_biosec_v1_sessions_UpdateEngagementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>): grpc.ClientUnaryCall;
  UpdateEngagement(argument: _nuance_biosec_v1_sessions_UpdateEngagementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>): grpc.ClientUnaryCall;
  UpdateEngagement(argument: _nuance_biosec_v1_sessions_UpdateEngagementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>): grpc.ClientUnaryCall;
  UpdateEngagement(argument: _nuance_biosec_v1_sessions_UpdateEngagementRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes an engagement's details; details and field_mask are mandatory. gk_engagement_id may
   * come from the context instead.
   * Context: gk_engagement_id optional, gk_session_id unused, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateEngagement(argument: _nuance_biosec_v1_sessions_UpdateEngagementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>): grpc.ClientUnaryCall;
  updateEngagement(argument: _nuance_biosec_v1_sessions_UpdateEngagementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>): grpc.ClientUnaryCall;
  updateEngagement(argument: _nuance_biosec_v1_sessions_UpdateEngagementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>): grpc.ClientUnaryCall;
  updateEngagement(argument: _nuance_biosec_v1_sessions_UpdateEngagementRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes a session's details; details and field_mask are mandatory. gk_session_id may come
   * from the context instead.
   * Context: gk_engagement_id mandatory, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateSession(argument: _nuance_biosec_v1_sessions_UpdateSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateSessionResponse__Output>): grpc.ClientUnaryCall;
  UpdateSession(argument: _nuance_biosec_v1_sessions_UpdateSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateSessionResponse__Output>): grpc.ClientUnaryCall;
  UpdateSession(argument: _nuance_biosec_v1_sessions_UpdateSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateSessionResponse__Output>): grpc.ClientUnaryCall;
  UpdateSession(argument: _nuance_biosec_v1_sessions_UpdateSessionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes a session's details; details and field_mask are mandatory. gk_session_id may come
   * from the context instead.
   * Context: gk_engagement_id mandatory, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateSession(argument: _nuance_biosec_v1_sessions_UpdateSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateSessionResponse__Output>): grpc.ClientUnaryCall;
  updateSession(argument: _nuance_biosec_v1_sessions_UpdateSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateSessionResponse__Output>): grpc.ClientUnaryCall;
  updateSession(argument: _nuance_biosec_v1_sessions_UpdateSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateSessionResponse__Output>): grpc.ClientUnaryCall;
  updateSession(argument: _nuance_biosec_v1_sessions_UpdateSessionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_sessions_UpdateSessionResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Manages sessions (one interaction of a person or user, online or offline) and engagements
 * (all sessions of one customer transaction, such as an IVR call transferred to an agent).
 */
export interface SessionsManagerHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Reads an engagement. gk_engagement_id may come from the context instead. Context use for
   * this call is not specified.
   */
  GetEngagementDetails: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_GetEngagementDetailsRequest__Output, _nuance_biosec_v1_sessions_GetEngagementDetailsResponse>;
  
  /**
   * Looks up the Gatekeeper ID of an engagement from its external engagement_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkEngagementId: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_GetGkEngagementIdRequest__Output, _nuance_biosec_v1_sessions_GetGkEngagementIdResponse>;
  
  /**
   * Returns the current risk decision of a session. gk_session_id may come from the context
   * instead.
   * Context: gk_engagement_id mandatory, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  GetSessionDecision: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_GetSessionDecisionRequest__Output, _nuance_biosec_v1_sessions_GetSessionDecisionResponse>;
  
  /**
   * Reads a session; available while it is active or while its post-call processing is neither
   * finished nor skipped. gk_session_id may come from the context instead.
   * Context: gk_engagement_id unused, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  GetSessionDetails: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_GetSessionDetailsRequest__Output, _nuance_biosec_v1_sessions_GetSessionDetailsResponse>;
  
  /**
   * Lists the engagements sharing a correlation ID: at most the five most recent, newest first.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListCorrelatedEngagements: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest__Output, _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse>;
  
  /**
   * Records a fraud analyst's verdict on an engagement after review. gk_engagement_id may come
   * from the context instead. Context use for this call is not specified.
   */
  SetEngagementVerdict: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_SetEngagementVerdictRequest__Output, _nuance_biosec_v1_sessions_SetEngagementVerdictResponse>;
  
  /**
   * Starts an engagement explicitly (the first session of a transaction also creates one).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * optional.
   */
  StartEngagement: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_StartEngagementRequest__Output, _nuance_biosec_v1_sessions_StartEngagementResponse>;
  
  /**
   * Starts a session. With no gk_engagement_id in the context a new engagement is created for
   * it; otherwise it joins the given engagement. is_test true keeps it out of reports.
   * Context: gk_engagement_id optional, gk_session_id unused, gk_scope_id mandatory,
   * configset_id optional.
   */
  StartSession: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_StartSessionRequest__Output, _nuance_biosec_v1_sessions_StartSessionResponse>;
  
  /**
   * Stops the engagement in the context (engagements also stop on timeout). Offline sessions
   * may still join later, but factors of earlier sessions no longer count toward its decision.
   * Context: gk_engagement_id mandatory, gk_session_id unused, gk_scope_id mandatory,
   * configset_id optional.
   */
  StopEngagement: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_StopEngagementRequest__Output, _nuance_biosec_v1_sessions_StopEngagementResponse>;
  
  /**
   * Stops the session in the context (sessions also stop on timeout). Without configset_id in
   * the context the configset is taken, in order, from GetSessionDecision, from StartSession,
   * from any factor carrying one; otherwise defaults apply.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id optional.
   */
  StopSession: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_StopSessionRequest__Output, _nuance_biosec_v1_sessions_StopSessionResponse>;
  
  /**
   * Changes an engagement's details; details and field_mask are mandatory. gk_engagement_id may
   * come from the context instead.
   * Context: gk_engagement_id optional, gk_session_id unused, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateEngagement: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_UpdateEngagementRequest__Output, _nuance_biosec_v1_sessions_UpdateEngagementResponse>;
  
  /**
   * Changes a session's details; details and field_mask are mandatory. gk_session_id may come
   * from the context instead.
   * Context: gk_engagement_id mandatory, gk_session_id optional, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateSession: grpc.handleUnaryCall<_nuance_biosec_v1_sessions_UpdateSessionRequest__Output, _nuance_biosec_v1_sessions_UpdateSessionResponse>;
  
}

export interface SessionsManagerDefinition extends grpc.ServiceDefinition {
  GetEngagementDetails: MethodDefinition<_nuance_biosec_v1_sessions_GetEngagementDetailsRequest, _nuance_biosec_v1_sessions_GetEngagementDetailsResponse, _nuance_biosec_v1_sessions_GetEngagementDetailsRequest__Output, _nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>
  GetGkEngagementId: MethodDefinition<_nuance_biosec_v1_sessions_GetGkEngagementIdRequest, _nuance_biosec_v1_sessions_GetGkEngagementIdResponse, _nuance_biosec_v1_sessions_GetGkEngagementIdRequest__Output, _nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>
  GetSessionDecision: MethodDefinition<_nuance_biosec_v1_sessions_GetSessionDecisionRequest, _nuance_biosec_v1_sessions_GetSessionDecisionResponse, _nuance_biosec_v1_sessions_GetSessionDecisionRequest__Output, _nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>
  GetSessionDetails: MethodDefinition<_nuance_biosec_v1_sessions_GetSessionDetailsRequest, _nuance_biosec_v1_sessions_GetSessionDetailsResponse, _nuance_biosec_v1_sessions_GetSessionDetailsRequest__Output, _nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>
  ListCorrelatedEngagements: MethodDefinition<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse, _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest__Output, _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>
  SetEngagementVerdict: MethodDefinition<_nuance_biosec_v1_sessions_SetEngagementVerdictRequest, _nuance_biosec_v1_sessions_SetEngagementVerdictResponse, _nuance_biosec_v1_sessions_SetEngagementVerdictRequest__Output, _nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>
  StartEngagement: MethodDefinition<_nuance_biosec_v1_sessions_StartEngagementRequest, _nuance_biosec_v1_sessions_StartEngagementResponse, _nuance_biosec_v1_sessions_StartEngagementRequest__Output, _nuance_biosec_v1_sessions_StartEngagementResponse__Output>
  StartSession: MethodDefinition<_nuance_biosec_v1_sessions_StartSessionRequest, _nuance_biosec_v1_sessions_StartSessionResponse, _nuance_biosec_v1_sessions_StartSessionRequest__Output, _nuance_biosec_v1_sessions_StartSessionResponse__Output>
  StopEngagement: MethodDefinition<_nuance_biosec_v1_sessions_StopEngagementRequest, _nuance_biosec_v1_sessions_StopEngagementResponse, _nuance_biosec_v1_sessions_StopEngagementRequest__Output, _nuance_biosec_v1_sessions_StopEngagementResponse__Output>
  StopSession: MethodDefinition<_nuance_biosec_v1_sessions_StopSessionRequest, _nuance_biosec_v1_sessions_StopSessionResponse, _nuance_biosec_v1_sessions_StopSessionRequest__Output, _nuance_biosec_v1_sessions_StopSessionResponse__Output>
  UpdateEngagement: MethodDefinition<_nuance_biosec_v1_sessions_UpdateEngagementRequest, _nuance_biosec_v1_sessions_UpdateEngagementResponse, _nuance_biosec_v1_sessions_UpdateEngagementRequest__Output, _nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>
  UpdateSession: MethodDefinition<_nuance_biosec_v1_sessions_UpdateSessionRequest, _nuance_biosec_v1_sessions_UpdateSessionResponse, _nuance_biosec_v1_sessions_UpdateSessionRequest__Output, _nuance_biosec_v1_sessions_UpdateSessionResponse__Output>
}

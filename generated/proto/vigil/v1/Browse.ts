// Original file: protos/vigil/v1/browse.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListEngagementsRequest as _vigil_v1_ListEngagementsRequest, ListEngagementsRequest__Output as _vigil_v1_ListEngagementsRequest__Output } from '../../vigil/v1/ListEngagementsRequest';
import type { ListEngagementsResponse as _vigil_v1_ListEngagementsResponse, ListEngagementsResponse__Output as _vigil_v1_ListEngagementsResponse__Output } from '../../vigil/v1/ListEngagementsResponse';
import type { ListMediaSegmentsRequest as _vigil_v1_ListMediaSegmentsRequest, ListMediaSegmentsRequest__Output as _vigil_v1_ListMediaSegmentsRequest__Output } from '../../vigil/v1/ListMediaSegmentsRequest';
import type { ListMediaSegmentsResponse as _vigil_v1_ListMediaSegmentsResponse, ListMediaSegmentsResponse__Output as _vigil_v1_ListMediaSegmentsResponse__Output } from '../../vigil/v1/ListMediaSegmentsResponse';
import type { ListSessionsRequest as _vigil_v1_ListSessionsRequest, ListSessionsRequest__Output as _vigil_v1_ListSessionsRequest__Output } from '../../vigil/v1/ListSessionsRequest';
import type { ListSessionsResponse as _vigil_v1_ListSessionsResponse, ListSessionsResponse__Output as _vigil_v1_ListSessionsResponse__Output } from '../../vigil/v1/ListSessionsResponse';
import type { ListVoiceprintProfilesRequest as _vigil_v1_ListVoiceprintProfilesRequest, ListVoiceprintProfilesRequest__Output as _vigil_v1_ListVoiceprintProfilesRequest__Output } from '../../vigil/v1/ListVoiceprintProfilesRequest';
import type { ListVoiceprintProfilesResponse as _vigil_v1_ListVoiceprintProfilesResponse, ListVoiceprintProfilesResponse__Output as _vigil_v1_ListVoiceprintProfilesResponse__Output } from '../../vigil/v1/ListVoiceprintProfilesResponse';

/**
 * Lists records of one scope for the console. Every call needs context.gk_scope_id and sees only
 * that scope's records.
 */
export interface BrowseClient extends grpc.Client {
  /**
   * Engagements, newest first unless order_by says otherwise.
   */
  ListEngagements(argument: _vigil_v1_ListEngagementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListEngagementsResponse__Output>): grpc.ClientUnaryCall;
  ListEngagements(argument: _vigil_v1_ListEngagementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListEngagementsResponse__Output>): grpc.ClientUnaryCall;
  ListEngagements(argument: _vigil_v1_ListEngagementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListEngagementsResponse__Output>): grpc.ClientUnaryCall;
  ListEngagements(argument: _vigil_v1_ListEngagementsRequest, callback: grpc.requestCallback<_vigil_v1_ListEngagementsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Engagements, newest first unless order_by says otherwise.
   */
  listEngagements(argument: _vigil_v1_ListEngagementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListEngagementsResponse__Output>): grpc.ClientUnaryCall;
  listEngagements(argument: _vigil_v1_ListEngagementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListEngagementsResponse__Output>): grpc.ClientUnaryCall;
  listEngagements(argument: _vigil_v1_ListEngagementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListEngagementsResponse__Output>): grpc.ClientUnaryCall;
  listEngagements(argument: _vigil_v1_ListEngagementsRequest, callback: grpc.requestCallback<_vigil_v1_ListEngagementsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Media segments, pending uploads included (as GetMediaSegmentDetails reads them), newest first
   * unless order_by says otherwise.
   */
  ListMediaSegments(argument: _vigil_v1_ListMediaSegmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListMediaSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListMediaSegments(argument: _vigil_v1_ListMediaSegmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListMediaSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListMediaSegments(argument: _vigil_v1_ListMediaSegmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListMediaSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListMediaSegments(argument: _vigil_v1_ListMediaSegmentsRequest, callback: grpc.requestCallback<_vigil_v1_ListMediaSegmentsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Media segments, pending uploads included (as GetMediaSegmentDetails reads them), newest first
   * unless order_by says otherwise.
   */
  listMediaSegments(argument: _vigil_v1_ListMediaSegmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListMediaSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listMediaSegments(argument: _vigil_v1_ListMediaSegmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListMediaSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listMediaSegments(argument: _vigil_v1_ListMediaSegmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListMediaSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listMediaSegments(argument: _vigil_v1_ListMediaSegmentsRequest, callback: grpc.requestCallback<_vigil_v1_ListMediaSegmentsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sessions that are still readable through GetSessionDetails (active, or stopped with their
   * post-call processing not yet finished), newest first unless order_by says otherwise.
   */
  ListSessions(argument: _vigil_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _vigil_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _vigil_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _vigil_v1_ListSessionsRequest, callback: grpc.requestCallback<_vigil_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sessions that are still readable through GetSessionDetails (active, or stopped with their
   * post-call processing not yet finished), newest first unless order_by says otherwise.
   */
  listSessions(argument: _vigil_v1_ListSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _vigil_v1_ListSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _vigil_v1_ListSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _vigil_v1_ListSessionsRequest, callback: grpc.requestCallback<_vigil_v1_ListSessionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Voiceprint profiles, newest first unless order_by says otherwise.
   */
  ListVoiceprintProfiles(argument: _vigil_v1_ListVoiceprintProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListVoiceprintProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListVoiceprintProfiles(argument: _vigil_v1_ListVoiceprintProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListVoiceprintProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListVoiceprintProfiles(argument: _vigil_v1_ListVoiceprintProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListVoiceprintProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListVoiceprintProfiles(argument: _vigil_v1_ListVoiceprintProfilesRequest, callback: grpc.requestCallback<_vigil_v1_ListVoiceprintProfilesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Voiceprint profiles, newest first unless order_by says otherwise.
   */
  listVoiceprintProfiles(argument: _vigil_v1_ListVoiceprintProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListVoiceprintProfilesResponse__Output>): grpc.ClientUnaryCall;
  listVoiceprintProfiles(argument: _vigil_v1_ListVoiceprintProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListVoiceprintProfilesResponse__Output>): grpc.ClientUnaryCall;
  listVoiceprintProfiles(argument: _vigil_v1_ListVoiceprintProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListVoiceprintProfilesResponse__Output>): grpc.ClientUnaryCall;
  listVoiceprintProfiles(argument: _vigil_v1_ListVoiceprintProfilesRequest, callback: grpc.requestCallback<_vigil_v1_ListVoiceprintProfilesResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Lists records of one scope for the console. Every call needs context.gk_scope_id and sees only
 * that scope's records.
 */
export interface BrowseHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Engagements, newest first unless order_by says otherwise.
   */
  ListEngagements: grpc.handleUnaryCall<_vigil_v1_ListEngagementsRequest__Output, _vigil_v1_ListEngagementsResponse>;
  
  /**
   * Media segments, pending uploads included (as GetMediaSegmentDetails reads them), newest first
   * unless order_by says otherwise.
   */
  ListMediaSegments: grpc.handleUnaryCall<_vigil_v1_ListMediaSegmentsRequest__Output, _vigil_v1_ListMediaSegmentsResponse>;
  
  /**
   * Sessions that are still readable through GetSessionDetails (active, or stopped with their
   * post-call processing not yet finished), newest first unless order_by says otherwise.
   */
  ListSessions: grpc.handleUnaryCall<_vigil_v1_ListSessionsRequest__Output, _vigil_v1_ListSessionsResponse>;
  
  /**
   * Voiceprint profiles, newest first unless order_by says otherwise.
   */
  ListVoiceprintProfiles: grpc.handleUnaryCall<_vigil_v1_ListVoiceprintProfilesRequest__Output, _vigil_v1_ListVoiceprintProfilesResponse>;
  
}

export interface BrowseDefinition extends grpc.ServiceDefinition {
  ListEngagements: MethodDefinition<_vigil_v1_ListEngagementsRequest, _vigil_v1_ListEngagementsResponse, _vigil_v1_ListEngagementsRequest__Output, _vigil_v1_ListEngagementsResponse__Output>
  ListMediaSegments: MethodDefinition<_vigil_v1_ListMediaSegmentsRequest, _vigil_v1_ListMediaSegmentsResponse, _vigil_v1_ListMediaSegmentsRequest__Output, _vigil_v1_ListMediaSegmentsResponse__Output>
  ListSessions: MethodDefinition<_vigil_v1_ListSessionsRequest, _vigil_v1_ListSessionsResponse, _vigil_v1_ListSessionsRequest__Output, _vigil_v1_ListSessionsResponse__Output>
  ListVoiceprintProfiles: MethodDefinition<_vigil_v1_ListVoiceprintProfilesRequest, _vigil_v1_ListVoiceprintProfilesResponse, _vigil_v1_ListVoiceprintProfilesRequest__Output, _vigil_v1_ListVoiceprintProfilesResponse__Output>
}

// Original file: protos/vigil/v1/browse.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetDialogProjectRequest as _vigil_v1_GetDialogProjectRequest, GetDialogProjectRequest__Output as _vigil_v1_GetDialogProjectRequest__Output } from '../../vigil/v1/GetDialogProjectRequest';
import type { GetDialogProjectResponse as _vigil_v1_GetDialogProjectResponse, GetDialogProjectResponse__Output as _vigil_v1_GetDialogProjectResponse__Output } from '../../vigil/v1/GetDialogProjectResponse';
import type { ListDecisionExplanationsRequest as _vigil_v1_ListDecisionExplanationsRequest, ListDecisionExplanationsRequest__Output as _vigil_v1_ListDecisionExplanationsRequest__Output } from '../../vigil/v1/ListDecisionExplanationsRequest';
import type { ListDecisionExplanationsResponse as _vigil_v1_ListDecisionExplanationsResponse, ListDecisionExplanationsResponse__Output as _vigil_v1_ListDecisionExplanationsResponse__Output } from '../../vigil/v1/ListDecisionExplanationsResponse';
import type { ListDialogProjectsRequest as _vigil_v1_ListDialogProjectsRequest, ListDialogProjectsRequest__Output as _vigil_v1_ListDialogProjectsRequest__Output } from '../../vigil/v1/ListDialogProjectsRequest';
import type { ListDialogProjectsResponse as _vigil_v1_ListDialogProjectsResponse, ListDialogProjectsResponse__Output as _vigil_v1_ListDialogProjectsResponse__Output } from '../../vigil/v1/ListDialogProjectsResponse';
import type { ListEngagementsRequest as _vigil_v1_ListEngagementsRequest, ListEngagementsRequest__Output as _vigil_v1_ListEngagementsRequest__Output } from '../../vigil/v1/ListEngagementsRequest';
import type { ListEngagementsResponse as _vigil_v1_ListEngagementsResponse, ListEngagementsResponse__Output as _vigil_v1_ListEngagementsResponse__Output } from '../../vigil/v1/ListEngagementsResponse';
import type { ListGroupsRequest as _vigil_v1_ListGroupsRequest, ListGroupsRequest__Output as _vigil_v1_ListGroupsRequest__Output } from '../../vigil/v1/ListGroupsRequest';
import type { ListGroupsResponse as _vigil_v1_ListGroupsResponse, ListGroupsResponse__Output as _vigil_v1_ListGroupsResponse__Output } from '../../vigil/v1/ListGroupsResponse';
import type { ListMediaSegmentsRequest as _vigil_v1_ListMediaSegmentsRequest, ListMediaSegmentsRequest__Output as _vigil_v1_ListMediaSegmentsRequest__Output } from '../../vigil/v1/ListMediaSegmentsRequest';
import type { ListMediaSegmentsResponse as _vigil_v1_ListMediaSegmentsResponse, ListMediaSegmentsResponse__Output as _vigil_v1_ListMediaSegmentsResponse__Output } from '../../vigil/v1/ListMediaSegmentsResponse';
import type { ListNluModelsRequest as _vigil_v1_ListNluModelsRequest, ListNluModelsRequest__Output as _vigil_v1_ListNluModelsRequest__Output } from '../../vigil/v1/ListNluModelsRequest';
import type { ListNluModelsResponse as _vigil_v1_ListNluModelsResponse, ListNluModelsResponse__Output as _vigil_v1_ListNluModelsResponse__Output } from '../../vigil/v1/ListNluModelsResponse';
import type { ListPersonConsentEventsRequest as _vigil_v1_ListPersonConsentEventsRequest, ListPersonConsentEventsRequest__Output as _vigil_v1_ListPersonConsentEventsRequest__Output } from '../../vigil/v1/ListPersonConsentEventsRequest';
import type { ListPersonConsentEventsResponse as _vigil_v1_ListPersonConsentEventsResponse, ListPersonConsentEventsResponse__Output as _vigil_v1_ListPersonConsentEventsResponse__Output } from '../../vigil/v1/ListPersonConsentEventsResponse';
import type { ListSessionsRequest as _vigil_v1_ListSessionsRequest, ListSessionsRequest__Output as _vigil_v1_ListSessionsRequest__Output } from '../../vigil/v1/ListSessionsRequest';
import type { ListSessionsResponse as _vigil_v1_ListSessionsResponse, ListSessionsResponse__Output as _vigil_v1_ListSessionsResponse__Output } from '../../vigil/v1/ListSessionsResponse';
import type { ListVoiceprintProfilesRequest as _vigil_v1_ListVoiceprintProfilesRequest, ListVoiceprintProfilesRequest__Output as _vigil_v1_ListVoiceprintProfilesRequest__Output } from '../../vigil/v1/ListVoiceprintProfilesRequest';
import type { ListVoiceprintProfilesResponse as _vigil_v1_ListVoiceprintProfilesResponse, ListVoiceprintProfilesResponse__Output as _vigil_v1_ListVoiceprintProfilesResponse__Output } from '../../vigil/v1/ListVoiceprintProfilesResponse';
import type { ListWatchlistsRequest as _vigil_v1_ListWatchlistsRequest, ListWatchlistsRequest__Output as _vigil_v1_ListWatchlistsRequest__Output } from '../../vigil/v1/ListWatchlistsRequest';
import type { ListWatchlistsResponse as _vigil_v1_ListWatchlistsResponse, ListWatchlistsResponse__Output as _vigil_v1_ListWatchlistsResponse__Output } from '../../vigil/v1/ListWatchlistsResponse';

/**
 * Lists records of one scope for the console. Every call needs context.gk_scope_id and sees only
 * that scope's records.
 */
export interface BrowseClient extends grpc.Client {
  /**
   * One deployed project's nodes, per component, with their transitions, and each data access
   * node's configuration (seed 002 §2.1) with the base URL the runtime would use and where it comes
   * from. Header values are not returned (they may hold credentials), only their names, as the NII
   * data-required event logs them. NOT_FOUND when the app has no project under the URN.
   */
  GetDialogProject(argument: _vigil_v1_GetDialogProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetDialogProjectResponse__Output>): grpc.ClientUnaryCall;
  GetDialogProject(argument: _vigil_v1_GetDialogProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_GetDialogProjectResponse__Output>): grpc.ClientUnaryCall;
  GetDialogProject(argument: _vigil_v1_GetDialogProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetDialogProjectResponse__Output>): grpc.ClientUnaryCall;
  GetDialogProject(argument: _vigil_v1_GetDialogProjectRequest, callback: grpc.requestCallback<_vigil_v1_GetDialogProjectResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One deployed project's nodes, per component, with their transitions, and each data access
   * node's configuration (seed 002 §2.1) with the base URL the runtime would use and where it comes
   * from. Header values are not returned (they may hold credentials), only their names, as the NII
   * data-required event logs them. NOT_FOUND when the app has no project under the URN.
   */
  getDialogProject(argument: _vigil_v1_GetDialogProjectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetDialogProjectResponse__Output>): grpc.ClientUnaryCall;
  getDialogProject(argument: _vigil_v1_GetDialogProjectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_GetDialogProjectResponse__Output>): grpc.ClientUnaryCall;
  getDialogProject(argument: _vigil_v1_GetDialogProjectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetDialogProjectResponse__Output>): grpc.ClientUnaryCall;
  getDialogProject(argument: _vigil_v1_GetDialogProjectRequest, callback: grpc.requestCallback<_vigil_v1_GetDialogProjectResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * How the decisions of one engagement's sessions were made: for every session decided so far, the
   * snapshot kept when its newest decision was computed (the factors with their weights and
   * contributions, the thresholds, the comparisons, the configset revision). Unlike
   * GetSessionDetails, a snapshot stays readable after the session's post-call processing has
   * finished. Not paged: one engagement's sessions, in the order they started.
   */
  ListDecisionExplanations(argument: _vigil_v1_ListDecisionExplanationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListDecisionExplanationsResponse__Output>): grpc.ClientUnaryCall;
  ListDecisionExplanations(argument: _vigil_v1_ListDecisionExplanationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListDecisionExplanationsResponse__Output>): grpc.ClientUnaryCall;
  ListDecisionExplanations(argument: _vigil_v1_ListDecisionExplanationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListDecisionExplanationsResponse__Output>): grpc.ClientUnaryCall;
  ListDecisionExplanations(argument: _vigil_v1_ListDecisionExplanationsRequest, callback: grpc.requestCallback<_vigil_v1_ListDecisionExplanationsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * How the decisions of one engagement's sessions were made: for every session decided so far, the
   * snapshot kept when its newest decision was computed (the factors with their weights and
   * contributions, the thresholds, the comparisons, the configset revision). Unlike
   * GetSessionDetails, a snapshot stays readable after the session's post-call processing has
   * finished. Not paged: one engagement's sessions, in the order they started.
   */
  listDecisionExplanations(argument: _vigil_v1_ListDecisionExplanationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListDecisionExplanationsResponse__Output>): grpc.ClientUnaryCall;
  listDecisionExplanations(argument: _vigil_v1_ListDecisionExplanationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListDecisionExplanationsResponse__Output>): grpc.ClientUnaryCall;
  listDecisionExplanations(argument: _vigil_v1_ListDecisionExplanationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListDecisionExplanationsResponse__Output>): grpc.ClientUnaryCall;
  listDecisionExplanations(argument: _vigil_v1_ListDecisionExplanationsRequest, callback: grpc.requestCallback<_vigil_v1_ListDecisionExplanationsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- Dialog projects (issue 36) ---
   * The dialog projects deployed for the caller's app (`projects deploy`), by URN, with the NLU
   * models each deployed beside it. No Gatekeeper context; admins only (a project's data access
   * nodes name the app's backends). At most a few dozen per app, so not paged.
   */
  ListDialogProjects(argument: _vigil_v1_ListDialogProjectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListDialogProjectsResponse__Output>): grpc.ClientUnaryCall;
  ListDialogProjects(argument: _vigil_v1_ListDialogProjectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListDialogProjectsResponse__Output>): grpc.ClientUnaryCall;
  ListDialogProjects(argument: _vigil_v1_ListDialogProjectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListDialogProjectsResponse__Output>): grpc.ClientUnaryCall;
  ListDialogProjects(argument: _vigil_v1_ListDialogProjectsRequest, callback: grpc.requestCallback<_vigil_v1_ListDialogProjectsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- Dialog projects (issue 36) ---
   * The dialog projects deployed for the caller's app (`projects deploy`), by URN, with the NLU
   * models each deployed beside it. No Gatekeeper context; admins only (a project's data access
   * nodes name the app's backends). At most a few dozen per app, so not paged.
   */
  listDialogProjects(argument: _vigil_v1_ListDialogProjectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListDialogProjectsResponse__Output>): grpc.ClientUnaryCall;
  listDialogProjects(argument: _vigil_v1_ListDialogProjectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListDialogProjectsResponse__Output>): grpc.ClientUnaryCall;
  listDialogProjects(argument: _vigil_v1_ListDialogProjectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListDialogProjectsResponse__Output>): grpc.ClientUnaryCall;
  listDialogProjects(argument: _vigil_v1_ListDialogProjectsRequest, callback: grpc.requestCallback<_vigil_v1_ListDialogProjectsResponse__Output>): grpc.ClientUnaryCall;
  
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
   * Groups of persons with their member counts, newest first unless order_by says otherwise.
   */
  ListGroups(argument: _vigil_v1_ListGroupsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  ListGroups(argument: _vigil_v1_ListGroupsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  ListGroups(argument: _vigil_v1_ListGroupsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  ListGroups(argument: _vigil_v1_ListGroupsRequest, callback: grpc.requestCallback<_vigil_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Groups of persons with their member counts, newest first unless order_by says otherwise.
   */
  listGroups(argument: _vigil_v1_ListGroupsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  listGroups(argument: _vigil_v1_ListGroupsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  listGroups(argument: _vigil_v1_ListGroupsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  listGroups(argument: _vigil_v1_ListGroupsRequest, callback: grpc.requestCallback<_vigil_v1_ListGroupsResponse__Output>): grpc.ClientUnaryCall;
  
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
   * --- NLU models (issue 19) ---
   * The semantic models deployed for the caller's app (the app segment of its client ID), by URN.
   * No Gatekeeper context: models belong to the app, not to a scope. Paged by URN ascending
   * (order_by is not offered); total_size is exact.
   */
  ListNluModels(argument: _vigil_v1_ListNluModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListNluModelsResponse__Output>): grpc.ClientUnaryCall;
  ListNluModels(argument: _vigil_v1_ListNluModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListNluModelsResponse__Output>): grpc.ClientUnaryCall;
  ListNluModels(argument: _vigil_v1_ListNluModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListNluModelsResponse__Output>): grpc.ClientUnaryCall;
  ListNluModels(argument: _vigil_v1_ListNluModelsRequest, callback: grpc.requestCallback<_vigil_v1_ListNluModelsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- NLU models (issue 19) ---
   * The semantic models deployed for the caller's app (the app segment of its client ID), by URN.
   * No Gatekeeper context: models belong to the app, not to a scope. Paged by URN ascending
   * (order_by is not offered); total_size is exact.
   */
  listNluModels(argument: _vigil_v1_ListNluModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListNluModelsResponse__Output>): grpc.ClientUnaryCall;
  listNluModels(argument: _vigil_v1_ListNluModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListNluModelsResponse__Output>): grpc.ClientUnaryCall;
  listNluModels(argument: _vigil_v1_ListNluModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListNluModelsResponse__Output>): grpc.ClientUnaryCall;
  listNluModels(argument: _vigil_v1_ListNluModelsRequest, callback: grpc.requestCallback<_vigil_v1_ListNluModelsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One person's consent changes (OptPersonIn / OptPersonOut), newest first unless order_by says
   * otherwise.
   */
  ListPersonConsentEvents(argument: _vigil_v1_ListPersonConsentEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListPersonConsentEventsResponse__Output>): grpc.ClientUnaryCall;
  ListPersonConsentEvents(argument: _vigil_v1_ListPersonConsentEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListPersonConsentEventsResponse__Output>): grpc.ClientUnaryCall;
  ListPersonConsentEvents(argument: _vigil_v1_ListPersonConsentEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListPersonConsentEventsResponse__Output>): grpc.ClientUnaryCall;
  ListPersonConsentEvents(argument: _vigil_v1_ListPersonConsentEventsRequest, callback: grpc.requestCallback<_vigil_v1_ListPersonConsentEventsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One person's consent changes (OptPersonIn / OptPersonOut), newest first unless order_by says
   * otherwise.
   */
  listPersonConsentEvents(argument: _vigil_v1_ListPersonConsentEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListPersonConsentEventsResponse__Output>): grpc.ClientUnaryCall;
  listPersonConsentEvents(argument: _vigil_v1_ListPersonConsentEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListPersonConsentEventsResponse__Output>): grpc.ClientUnaryCall;
  listPersonConsentEvents(argument: _vigil_v1_ListPersonConsentEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListPersonConsentEventsResponse__Output>): grpc.ClientUnaryCall;
  listPersonConsentEvents(argument: _vigil_v1_ListPersonConsentEventsRequest, callback: grpc.requestCallback<_vigil_v1_ListPersonConsentEventsResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  /**
   * Watchlists of fraudsters with their member counts, newest first unless order_by says otherwise.
   */
  ListWatchlists(argument: _vigil_v1_ListWatchlistsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListWatchlistsResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlists(argument: _vigil_v1_ListWatchlistsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListWatchlistsResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlists(argument: _vigil_v1_ListWatchlistsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListWatchlistsResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlists(argument: _vigil_v1_ListWatchlistsRequest, callback: grpc.requestCallback<_vigil_v1_ListWatchlistsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Watchlists of fraudsters with their member counts, newest first unless order_by says otherwise.
   */
  listWatchlists(argument: _vigil_v1_ListWatchlistsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListWatchlistsResponse__Output>): grpc.ClientUnaryCall;
  listWatchlists(argument: _vigil_v1_ListWatchlistsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_ListWatchlistsResponse__Output>): grpc.ClientUnaryCall;
  listWatchlists(argument: _vigil_v1_ListWatchlistsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_ListWatchlistsResponse__Output>): grpc.ClientUnaryCall;
  listWatchlists(argument: _vigil_v1_ListWatchlistsRequest, callback: grpc.requestCallback<_vigil_v1_ListWatchlistsResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Lists records of one scope for the console. Every call needs context.gk_scope_id and sees only
 * that scope's records.
 */
export interface BrowseHandlers extends grpc.UntypedServiceImplementation {
  /**
   * One deployed project's nodes, per component, with their transitions, and each data access
   * node's configuration (seed 002 §2.1) with the base URL the runtime would use and where it comes
   * from. Header values are not returned (they may hold credentials), only their names, as the NII
   * data-required event logs them. NOT_FOUND when the app has no project under the URN.
   */
  GetDialogProject: grpc.handleUnaryCall<_vigil_v1_GetDialogProjectRequest__Output, _vigil_v1_GetDialogProjectResponse>;
  
  /**
   * How the decisions of one engagement's sessions were made: for every session decided so far, the
   * snapshot kept when its newest decision was computed (the factors with their weights and
   * contributions, the thresholds, the comparisons, the configset revision). Unlike
   * GetSessionDetails, a snapshot stays readable after the session's post-call processing has
   * finished. Not paged: one engagement's sessions, in the order they started.
   */
  ListDecisionExplanations: grpc.handleUnaryCall<_vigil_v1_ListDecisionExplanationsRequest__Output, _vigil_v1_ListDecisionExplanationsResponse>;
  
  /**
   * --- Dialog projects (issue 36) ---
   * The dialog projects deployed for the caller's app (`projects deploy`), by URN, with the NLU
   * models each deployed beside it. No Gatekeeper context; admins only (a project's data access
   * nodes name the app's backends). At most a few dozen per app, so not paged.
   */
  ListDialogProjects: grpc.handleUnaryCall<_vigil_v1_ListDialogProjectsRequest__Output, _vigil_v1_ListDialogProjectsResponse>;
  
  /**
   * Engagements, newest first unless order_by says otherwise.
   */
  ListEngagements: grpc.handleUnaryCall<_vigil_v1_ListEngagementsRequest__Output, _vigil_v1_ListEngagementsResponse>;
  
  /**
   * Groups of persons with their member counts, newest first unless order_by says otherwise.
   */
  ListGroups: grpc.handleUnaryCall<_vigil_v1_ListGroupsRequest__Output, _vigil_v1_ListGroupsResponse>;
  
  /**
   * Media segments, pending uploads included (as GetMediaSegmentDetails reads them), newest first
   * unless order_by says otherwise.
   */
  ListMediaSegments: grpc.handleUnaryCall<_vigil_v1_ListMediaSegmentsRequest__Output, _vigil_v1_ListMediaSegmentsResponse>;
  
  /**
   * --- NLU models (issue 19) ---
   * The semantic models deployed for the caller's app (the app segment of its client ID), by URN.
   * No Gatekeeper context: models belong to the app, not to a scope. Paged by URN ascending
   * (order_by is not offered); total_size is exact.
   */
  ListNluModels: grpc.handleUnaryCall<_vigil_v1_ListNluModelsRequest__Output, _vigil_v1_ListNluModelsResponse>;
  
  /**
   * One person's consent changes (OptPersonIn / OptPersonOut), newest first unless order_by says
   * otherwise.
   */
  ListPersonConsentEvents: grpc.handleUnaryCall<_vigil_v1_ListPersonConsentEventsRequest__Output, _vigil_v1_ListPersonConsentEventsResponse>;
  
  /**
   * Sessions that are still readable through GetSessionDetails (active, or stopped with their
   * post-call processing not yet finished), newest first unless order_by says otherwise.
   */
  ListSessions: grpc.handleUnaryCall<_vigil_v1_ListSessionsRequest__Output, _vigil_v1_ListSessionsResponse>;
  
  /**
   * Voiceprint profiles, newest first unless order_by says otherwise.
   */
  ListVoiceprintProfiles: grpc.handleUnaryCall<_vigil_v1_ListVoiceprintProfilesRequest__Output, _vigil_v1_ListVoiceprintProfilesResponse>;
  
  /**
   * Watchlists of fraudsters with their member counts, newest first unless order_by says otherwise.
   */
  ListWatchlists: grpc.handleUnaryCall<_vigil_v1_ListWatchlistsRequest__Output, _vigil_v1_ListWatchlistsResponse>;
  
}

export interface BrowseDefinition extends grpc.ServiceDefinition {
  GetDialogProject: MethodDefinition<_vigil_v1_GetDialogProjectRequest, _vigil_v1_GetDialogProjectResponse, _vigil_v1_GetDialogProjectRequest__Output, _vigil_v1_GetDialogProjectResponse__Output>
  ListDecisionExplanations: MethodDefinition<_vigil_v1_ListDecisionExplanationsRequest, _vigil_v1_ListDecisionExplanationsResponse, _vigil_v1_ListDecisionExplanationsRequest__Output, _vigil_v1_ListDecisionExplanationsResponse__Output>
  ListDialogProjects: MethodDefinition<_vigil_v1_ListDialogProjectsRequest, _vigil_v1_ListDialogProjectsResponse, _vigil_v1_ListDialogProjectsRequest__Output, _vigil_v1_ListDialogProjectsResponse__Output>
  ListEngagements: MethodDefinition<_vigil_v1_ListEngagementsRequest, _vigil_v1_ListEngagementsResponse, _vigil_v1_ListEngagementsRequest__Output, _vigil_v1_ListEngagementsResponse__Output>
  ListGroups: MethodDefinition<_vigil_v1_ListGroupsRequest, _vigil_v1_ListGroupsResponse, _vigil_v1_ListGroupsRequest__Output, _vigil_v1_ListGroupsResponse__Output>
  ListMediaSegments: MethodDefinition<_vigil_v1_ListMediaSegmentsRequest, _vigil_v1_ListMediaSegmentsResponse, _vigil_v1_ListMediaSegmentsRequest__Output, _vigil_v1_ListMediaSegmentsResponse__Output>
  ListNluModels: MethodDefinition<_vigil_v1_ListNluModelsRequest, _vigil_v1_ListNluModelsResponse, _vigil_v1_ListNluModelsRequest__Output, _vigil_v1_ListNluModelsResponse__Output>
  ListPersonConsentEvents: MethodDefinition<_vigil_v1_ListPersonConsentEventsRequest, _vigil_v1_ListPersonConsentEventsResponse, _vigil_v1_ListPersonConsentEventsRequest__Output, _vigil_v1_ListPersonConsentEventsResponse__Output>
  ListSessions: MethodDefinition<_vigil_v1_ListSessionsRequest, _vigil_v1_ListSessionsResponse, _vigil_v1_ListSessionsRequest__Output, _vigil_v1_ListSessionsResponse__Output>
  ListVoiceprintProfiles: MethodDefinition<_vigil_v1_ListVoiceprintProfilesRequest, _vigil_v1_ListVoiceprintProfilesResponse, _vigil_v1_ListVoiceprintProfilesRequest__Output, _vigil_v1_ListVoiceprintProfilesResponse__Output>
  ListWatchlists: MethodDefinition<_vigil_v1_ListWatchlistsRequest, _vigil_v1_ListWatchlistsResponse, _vigil_v1_ListWatchlistsRequest__Output, _vigil_v1_ListWatchlistsResponse__Output>
}

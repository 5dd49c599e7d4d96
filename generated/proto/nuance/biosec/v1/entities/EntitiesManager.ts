// Original file: protos/nuance/biosec/v1/entities/entities_manager_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddCallerIdRuleToWatchlistRequest as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, AddCallerIdRuleToWatchlistRequest__Output as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/AddCallerIdRuleToWatchlistRequest';
import type { AddCallerIdRuleToWatchlistResponse as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse, AddCallerIdRuleToWatchlistResponse__Output as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/AddCallerIdRuleToWatchlistResponse';
import type { AddFraudsterToWatchlistRequest as _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, AddFraudsterToWatchlistRequest__Output as _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/AddFraudsterToWatchlistRequest';
import type { AddFraudsterToWatchlistResponse as _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse, AddFraudsterToWatchlistResponse__Output as _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/AddFraudsterToWatchlistResponse';
import type { AddPersonToGroupRequest as _nuance_biosec_v1_entities_AddPersonToGroupRequest, AddPersonToGroupRequest__Output as _nuance_biosec_v1_entities_AddPersonToGroupRequest__Output } from '../../../../nuance/biosec/v1/entities/AddPersonToGroupRequest';
import type { AddPersonToGroupResponse as _nuance_biosec_v1_entities_AddPersonToGroupResponse, AddPersonToGroupResponse__Output as _nuance_biosec_v1_entities_AddPersonToGroupResponse__Output } from '../../../../nuance/biosec/v1/entities/AddPersonToGroupResponse';
import type { CreateFraudsterRequest as _nuance_biosec_v1_entities_CreateFraudsterRequest, CreateFraudsterRequest__Output as _nuance_biosec_v1_entities_CreateFraudsterRequest__Output } from '../../../../nuance/biosec/v1/entities/CreateFraudsterRequest';
import type { CreateFraudsterResponse as _nuance_biosec_v1_entities_CreateFraudsterResponse, CreateFraudsterResponse__Output as _nuance_biosec_v1_entities_CreateFraudsterResponse__Output } from '../../../../nuance/biosec/v1/entities/CreateFraudsterResponse';
import type { CreateGroupRequest as _nuance_biosec_v1_entities_CreateGroupRequest, CreateGroupRequest__Output as _nuance_biosec_v1_entities_CreateGroupRequest__Output } from '../../../../nuance/biosec/v1/entities/CreateGroupRequest';
import type { CreateGroupResponse as _nuance_biosec_v1_entities_CreateGroupResponse, CreateGroupResponse__Output as _nuance_biosec_v1_entities_CreateGroupResponse__Output } from '../../../../nuance/biosec/v1/entities/CreateGroupResponse';
import type { CreatePersonRequest as _nuance_biosec_v1_entities_CreatePersonRequest, CreatePersonRequest__Output as _nuance_biosec_v1_entities_CreatePersonRequest__Output } from '../../../../nuance/biosec/v1/entities/CreatePersonRequest';
import type { CreatePersonResponse as _nuance_biosec_v1_entities_CreatePersonResponse, CreatePersonResponse__Output as _nuance_biosec_v1_entities_CreatePersonResponse__Output } from '../../../../nuance/biosec/v1/entities/CreatePersonResponse';
import type { CreateWatchlistRequest as _nuance_biosec_v1_entities_CreateWatchlistRequest, CreateWatchlistRequest__Output as _nuance_biosec_v1_entities_CreateWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/CreateWatchlistRequest';
import type { CreateWatchlistResponse as _nuance_biosec_v1_entities_CreateWatchlistResponse, CreateWatchlistResponse__Output as _nuance_biosec_v1_entities_CreateWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/CreateWatchlistResponse';
import type { DeleteCallerIdRuleFromWatchlistRequest as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, DeleteCallerIdRuleFromWatchlistRequest__Output as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/DeleteCallerIdRuleFromWatchlistRequest';
import type { DeleteCallerIdRuleFromWatchlistResponse as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse, DeleteCallerIdRuleFromWatchlistResponse__Output as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/DeleteCallerIdRuleFromWatchlistResponse';
import type { DeleteFraudsterRequest as _nuance_biosec_v1_entities_DeleteFraudsterRequest, DeleteFraudsterRequest__Output as _nuance_biosec_v1_entities_DeleteFraudsterRequest__Output } from '../../../../nuance/biosec/v1/entities/DeleteFraudsterRequest';
import type { DeleteFraudsterResponse as _nuance_biosec_v1_entities_DeleteFraudsterResponse, DeleteFraudsterResponse__Output as _nuance_biosec_v1_entities_DeleteFraudsterResponse__Output } from '../../../../nuance/biosec/v1/entities/DeleteFraudsterResponse';
import type { DeleteGroupRequest as _nuance_biosec_v1_entities_DeleteGroupRequest, DeleteGroupRequest__Output as _nuance_biosec_v1_entities_DeleteGroupRequest__Output } from '../../../../nuance/biosec/v1/entities/DeleteGroupRequest';
import type { DeleteGroupResponse as _nuance_biosec_v1_entities_DeleteGroupResponse, DeleteGroupResponse__Output as _nuance_biosec_v1_entities_DeleteGroupResponse__Output } from '../../../../nuance/biosec/v1/entities/DeleteGroupResponse';
import type { DeletePersonRequest as _nuance_biosec_v1_entities_DeletePersonRequest, DeletePersonRequest__Output as _nuance_biosec_v1_entities_DeletePersonRequest__Output } from '../../../../nuance/biosec/v1/entities/DeletePersonRequest';
import type { DeletePersonResponse as _nuance_biosec_v1_entities_DeletePersonResponse, DeletePersonResponse__Output as _nuance_biosec_v1_entities_DeletePersonResponse__Output } from '../../../../nuance/biosec/v1/entities/DeletePersonResponse';
import type { DeletePersonalDataRequest as _nuance_biosec_v1_entities_DeletePersonalDataRequest, DeletePersonalDataRequest__Output as _nuance_biosec_v1_entities_DeletePersonalDataRequest__Output } from '../../../../nuance/biosec/v1/entities/DeletePersonalDataRequest';
import type { DeletePersonalDataResponse as _nuance_biosec_v1_entities_DeletePersonalDataResponse, DeletePersonalDataResponse__Output as _nuance_biosec_v1_entities_DeletePersonalDataResponse__Output } from '../../../../nuance/biosec/v1/entities/DeletePersonalDataResponse';
import type { DeleteWatchlistRequest as _nuance_biosec_v1_entities_DeleteWatchlistRequest, DeleteWatchlistRequest__Output as _nuance_biosec_v1_entities_DeleteWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/DeleteWatchlistRequest';
import type { DeleteWatchlistResponse as _nuance_biosec_v1_entities_DeleteWatchlistResponse, DeleteWatchlistResponse__Output as _nuance_biosec_v1_entities_DeleteWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/DeleteWatchlistResponse';
import type { ExportCallerIdRulesFromWatchlistRequest as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, ExportCallerIdRulesFromWatchlistRequest__Output as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/ExportCallerIdRulesFromWatchlistRequest';
import type { ExportCallerIdRulesFromWatchlistResponse as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse, ExportCallerIdRulesFromWatchlistResponse__Output as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/ExportCallerIdRulesFromWatchlistResponse';
import type { GetFraudsterDetailsRequest as _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, GetFraudsterDetailsRequest__Output as _nuance_biosec_v1_entities_GetFraudsterDetailsRequest__Output } from '../../../../nuance/biosec/v1/entities/GetFraudsterDetailsRequest';
import type { GetFraudsterDetailsResponse as _nuance_biosec_v1_entities_GetFraudsterDetailsResponse, GetFraudsterDetailsResponse__Output as _nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output } from '../../../../nuance/biosec/v1/entities/GetFraudsterDetailsResponse';
import type { GetGkFraudsterIdRequest as _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, GetGkFraudsterIdRequest__Output as _nuance_biosec_v1_entities_GetGkFraudsterIdRequest__Output } from '../../../../nuance/biosec/v1/entities/GetGkFraudsterIdRequest';
import type { GetGkFraudsterIdResponse as _nuance_biosec_v1_entities_GetGkFraudsterIdResponse, GetGkFraudsterIdResponse__Output as _nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output } from '../../../../nuance/biosec/v1/entities/GetGkFraudsterIdResponse';
import type { GetGkGroupIdRequest as _nuance_biosec_v1_entities_GetGkGroupIdRequest, GetGkGroupIdRequest__Output as _nuance_biosec_v1_entities_GetGkGroupIdRequest__Output } from '../../../../nuance/biosec/v1/entities/GetGkGroupIdRequest';
import type { GetGkGroupIdResponse as _nuance_biosec_v1_entities_GetGkGroupIdResponse, GetGkGroupIdResponse__Output as _nuance_biosec_v1_entities_GetGkGroupIdResponse__Output } from '../../../../nuance/biosec/v1/entities/GetGkGroupIdResponse';
import type { GetGkPersonIdRequest as _nuance_biosec_v1_entities_GetGkPersonIdRequest, GetGkPersonIdRequest__Output as _nuance_biosec_v1_entities_GetGkPersonIdRequest__Output } from '../../../../nuance/biosec/v1/entities/GetGkPersonIdRequest';
import type { GetGkPersonIdResponse as _nuance_biosec_v1_entities_GetGkPersonIdResponse, GetGkPersonIdResponse__Output as _nuance_biosec_v1_entities_GetGkPersonIdResponse__Output } from '../../../../nuance/biosec/v1/entities/GetGkPersonIdResponse';
import type { GetGkWatchlistIdRequest as _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, GetGkWatchlistIdRequest__Output as _nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output } from '../../../../nuance/biosec/v1/entities/GetGkWatchlistIdRequest';
import type { GetGkWatchlistIdResponse as _nuance_biosec_v1_entities_GetGkWatchlistIdResponse, GetGkWatchlistIdResponse__Output as _nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output } from '../../../../nuance/biosec/v1/entities/GetGkWatchlistIdResponse';
import type { GetGroupDetailsRequest as _nuance_biosec_v1_entities_GetGroupDetailsRequest, GetGroupDetailsRequest__Output as _nuance_biosec_v1_entities_GetGroupDetailsRequest__Output } from '../../../../nuance/biosec/v1/entities/GetGroupDetailsRequest';
import type { GetGroupDetailsResponse as _nuance_biosec_v1_entities_GetGroupDetailsResponse, GetGroupDetailsResponse__Output as _nuance_biosec_v1_entities_GetGroupDetailsResponse__Output } from '../../../../nuance/biosec/v1/entities/GetGroupDetailsResponse';
import type { GetPersonDetailsRequest as _nuance_biosec_v1_entities_GetPersonDetailsRequest, GetPersonDetailsRequest__Output as _nuance_biosec_v1_entities_GetPersonDetailsRequest__Output } from '../../../../nuance/biosec/v1/entities/GetPersonDetailsRequest';
import type { GetPersonDetailsResponse as _nuance_biosec_v1_entities_GetPersonDetailsResponse, GetPersonDetailsResponse__Output as _nuance_biosec_v1_entities_GetPersonDetailsResponse__Output } from '../../../../nuance/biosec/v1/entities/GetPersonDetailsResponse';
import type { GetWatchlistDetailsRequest as _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, GetWatchlistDetailsRequest__Output as _nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output } from '../../../../nuance/biosec/v1/entities/GetWatchlistDetailsRequest';
import type { GetWatchlistDetailsResponse as _nuance_biosec_v1_entities_GetWatchlistDetailsResponse, GetWatchlistDetailsResponse__Output as _nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output } from '../../../../nuance/biosec/v1/entities/GetWatchlistDetailsResponse';
import type { ImportCallerIdRulesToWatchlistRequest as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, ImportCallerIdRulesToWatchlistRequest__Output as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/ImportCallerIdRulesToWatchlistRequest';
import type { ImportCallerIdRulesToWatchlistResponse as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse, ImportCallerIdRulesToWatchlistResponse__Output as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/ImportCallerIdRulesToWatchlistResponse';
import type { IsFraudsterInWatchlistRequest as _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, IsFraudsterInWatchlistRequest__Output as _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/IsFraudsterInWatchlistRequest';
import type { IsFraudsterInWatchlistResponse as _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse, IsFraudsterInWatchlistResponse__Output as _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/IsFraudsterInWatchlistResponse';
import type { IsPersonInGroupRequest as _nuance_biosec_v1_entities_IsPersonInGroupRequest, IsPersonInGroupRequest__Output as _nuance_biosec_v1_entities_IsPersonInGroupRequest__Output } from '../../../../nuance/biosec/v1/entities/IsPersonInGroupRequest';
import type { IsPersonInGroupResponse as _nuance_biosec_v1_entities_IsPersonInGroupResponse, IsPersonInGroupResponse__Output as _nuance_biosec_v1_entities_IsPersonInGroupResponse__Output } from '../../../../nuance/biosec/v1/entities/IsPersonInGroupResponse';
import type { ListFraudsterProfilesRequest as _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, ListFraudsterProfilesRequest__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesRequest__Output } from '../../../../nuance/biosec/v1/entities/ListFraudsterProfilesRequest';
import type { ListFraudsterProfilesResponse as _nuance_biosec_v1_entities_ListFraudsterProfilesResponse, ListFraudsterProfilesResponse__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output } from '../../../../nuance/biosec/v1/entities/ListFraudsterProfilesResponse';
import type { ListGroupPersonsRequest as _nuance_biosec_v1_entities_ListGroupPersonsRequest, ListGroupPersonsRequest__Output as _nuance_biosec_v1_entities_ListGroupPersonsRequest__Output } from '../../../../nuance/biosec/v1/entities/ListGroupPersonsRequest';
import type { ListGroupPersonsResponse as _nuance_biosec_v1_entities_ListGroupPersonsResponse, ListGroupPersonsResponse__Output as _nuance_biosec_v1_entities_ListGroupPersonsResponse__Output } from '../../../../nuance/biosec/v1/entities/ListGroupPersonsResponse';
import type { ListPersonProfilesRequest as _nuance_biosec_v1_entities_ListPersonProfilesRequest, ListPersonProfilesRequest__Output as _nuance_biosec_v1_entities_ListPersonProfilesRequest__Output } from '../../../../nuance/biosec/v1/entities/ListPersonProfilesRequest';
import type { ListPersonProfilesResponse as _nuance_biosec_v1_entities_ListPersonProfilesResponse, ListPersonProfilesResponse__Output as _nuance_biosec_v1_entities_ListPersonProfilesResponse__Output } from '../../../../nuance/biosec/v1/entities/ListPersonProfilesResponse';
import type { ListWatchlistCallerIdRulesRequest as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, ListWatchlistCallerIdRulesRequest__Output as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output } from '../../../../nuance/biosec/v1/entities/ListWatchlistCallerIdRulesRequest';
import type { ListWatchlistCallerIdRulesResponse as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse, ListWatchlistCallerIdRulesResponse__Output as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output } from '../../../../nuance/biosec/v1/entities/ListWatchlistCallerIdRulesResponse';
import type { ListWatchlistFraudstersRequest as _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, ListWatchlistFraudstersRequest__Output as _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output } from '../../../../nuance/biosec/v1/entities/ListWatchlistFraudstersRequest';
import type { ListWatchlistFraudstersResponse as _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse, ListWatchlistFraudstersResponse__Output as _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output } from '../../../../nuance/biosec/v1/entities/ListWatchlistFraudstersResponse';
import type { OptPersonInRequest as _nuance_biosec_v1_entities_OptPersonInRequest, OptPersonInRequest__Output as _nuance_biosec_v1_entities_OptPersonInRequest__Output } from '../../../../nuance/biosec/v1/entities/OptPersonInRequest';
import type { OptPersonInResponse as _nuance_biosec_v1_entities_OptPersonInResponse, OptPersonInResponse__Output as _nuance_biosec_v1_entities_OptPersonInResponse__Output } from '../../../../nuance/biosec/v1/entities/OptPersonInResponse';
import type { OptPersonOutRequest as _nuance_biosec_v1_entities_OptPersonOutRequest, OptPersonOutRequest__Output as _nuance_biosec_v1_entities_OptPersonOutRequest__Output } from '../../../../nuance/biosec/v1/entities/OptPersonOutRequest';
import type { OptPersonOutResponse as _nuance_biosec_v1_entities_OptPersonOutResponse, OptPersonOutResponse__Output as _nuance_biosec_v1_entities_OptPersonOutResponse__Output } from '../../../../nuance/biosec/v1/entities/OptPersonOutResponse';
import type { RemoveFraudstersFromWatchlistRequest as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, RemoveFraudstersFromWatchlistRequest__Output as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/RemoveFraudstersFromWatchlistRequest';
import type { RemoveFraudstersFromWatchlistResponse as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse, RemoveFraudstersFromWatchlistResponse__Output as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/RemoveFraudstersFromWatchlistResponse';
import type { RemovePersonsFromGroupRequest as _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, RemovePersonsFromGroupRequest__Output as _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output } from '../../../../nuance/biosec/v1/entities/RemovePersonsFromGroupRequest';
import type { RemovePersonsFromGroupResponse as _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse, RemovePersonsFromGroupResponse__Output as _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output } from '../../../../nuance/biosec/v1/entities/RemovePersonsFromGroupResponse';
import type { RenameFraudsterRequest as _nuance_biosec_v1_entities_RenameFraudsterRequest, RenameFraudsterRequest__Output as _nuance_biosec_v1_entities_RenameFraudsterRequest__Output } from '../../../../nuance/biosec/v1/entities/RenameFraudsterRequest';
import type { RenameFraudsterResponse as _nuance_biosec_v1_entities_RenameFraudsterResponse, RenameFraudsterResponse__Output as _nuance_biosec_v1_entities_RenameFraudsterResponse__Output } from '../../../../nuance/biosec/v1/entities/RenameFraudsterResponse';
import type { RenameGroupRequest as _nuance_biosec_v1_entities_RenameGroupRequest, RenameGroupRequest__Output as _nuance_biosec_v1_entities_RenameGroupRequest__Output } from '../../../../nuance/biosec/v1/entities/RenameGroupRequest';
import type { RenameGroupResponse as _nuance_biosec_v1_entities_RenameGroupResponse, RenameGroupResponse__Output as _nuance_biosec_v1_entities_RenameGroupResponse__Output } from '../../../../nuance/biosec/v1/entities/RenameGroupResponse';
import type { RenamePersonRequest as _nuance_biosec_v1_entities_RenamePersonRequest, RenamePersonRequest__Output as _nuance_biosec_v1_entities_RenamePersonRequest__Output } from '../../../../nuance/biosec/v1/entities/RenamePersonRequest';
import type { RenamePersonResponse as _nuance_biosec_v1_entities_RenamePersonResponse, RenamePersonResponse__Output as _nuance_biosec_v1_entities_RenamePersonResponse__Output } from '../../../../nuance/biosec/v1/entities/RenamePersonResponse';
import type { RenameWatchlistRequest as _nuance_biosec_v1_entities_RenameWatchlistRequest, RenameWatchlistRequest__Output as _nuance_biosec_v1_entities_RenameWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/RenameWatchlistRequest';
import type { RenameWatchlistResponse as _nuance_biosec_v1_entities_RenameWatchlistResponse, RenameWatchlistResponse__Output as _nuance_biosec_v1_entities_RenameWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/RenameWatchlistResponse';
import type { TestCallerIdRuleRequest as _nuance_biosec_v1_entities_TestCallerIdRuleRequest, TestCallerIdRuleRequest__Output as _nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output } from '../../../../nuance/biosec/v1/entities/TestCallerIdRuleRequest';
import type { TestCallerIdRuleResponse as _nuance_biosec_v1_entities_TestCallerIdRuleResponse, TestCallerIdRuleResponse__Output as _nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output } from '../../../../nuance/biosec/v1/entities/TestCallerIdRuleResponse';
import type { UpdateCallerIdRuleInWatchlistRequest as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, UpdateCallerIdRuleInWatchlistRequest__Output as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/UpdateCallerIdRuleInWatchlistRequest';
import type { UpdateCallerIdRuleInWatchlistResponse as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse, UpdateCallerIdRuleInWatchlistResponse__Output as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/UpdateCallerIdRuleInWatchlistResponse';
import type { UpdateFraudsterRequest as _nuance_biosec_v1_entities_UpdateFraudsterRequest, UpdateFraudsterRequest__Output as _nuance_biosec_v1_entities_UpdateFraudsterRequest__Output } from '../../../../nuance/biosec/v1/entities/UpdateFraudsterRequest';
import type { UpdateFraudsterResponse as _nuance_biosec_v1_entities_UpdateFraudsterResponse, UpdateFraudsterResponse__Output as _nuance_biosec_v1_entities_UpdateFraudsterResponse__Output } from '../../../../nuance/biosec/v1/entities/UpdateFraudsterResponse';
import type { UpdateGroupRequest as _nuance_biosec_v1_entities_UpdateGroupRequest, UpdateGroupRequest__Output as _nuance_biosec_v1_entities_UpdateGroupRequest__Output } from '../../../../nuance/biosec/v1/entities/UpdateGroupRequest';
import type { UpdateGroupResponse as _nuance_biosec_v1_entities_UpdateGroupResponse, UpdateGroupResponse__Output as _nuance_biosec_v1_entities_UpdateGroupResponse__Output } from '../../../../nuance/biosec/v1/entities/UpdateGroupResponse';
import type { UpdatePersonRequest as _nuance_biosec_v1_entities_UpdatePersonRequest, UpdatePersonRequest__Output as _nuance_biosec_v1_entities_UpdatePersonRequest__Output } from '../../../../nuance/biosec/v1/entities/UpdatePersonRequest';
import type { UpdatePersonResponse as _nuance_biosec_v1_entities_UpdatePersonResponse, UpdatePersonResponse__Output as _nuance_biosec_v1_entities_UpdatePersonResponse__Output } from '../../../../nuance/biosec/v1/entities/UpdatePersonResponse';
import type { UpdateWatchlistRequest as _nuance_biosec_v1_entities_UpdateWatchlistRequest, UpdateWatchlistRequest__Output as _nuance_biosec_v1_entities_UpdateWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/UpdateWatchlistRequest';
import type { UpdateWatchlistResponse as _nuance_biosec_v1_entities_UpdateWatchlistResponse, UpdateWatchlistResponse__Output as _nuance_biosec_v1_entities_UpdateWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/UpdateWatchlistResponse';

/**
 * Manages the entities of a scope: persons (known customers) and fraudsters (known impostors),
 * who own biometric profiles; groups of persons; fraudster watchlists; and caller ID watchlists
 * with their rules.
 */
export interface EntitiesManagerClient extends grpc.Client {
  /**
   * Adds a rule (an exact phone number or a regex) to a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  AddCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Adds a rule (an exact phone number or a regex) to a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  addCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Adds one fraudster to a watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  AddFraudsterToWatchlist(argument: _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddFraudsterToWatchlist(argument: _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddFraudsterToWatchlist(argument: _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddFraudsterToWatchlist(argument: _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Adds one fraudster to a watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  addFraudsterToWatchlist(argument: _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addFraudsterToWatchlist(argument: _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addFraudsterToWatchlist(argument: _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addFraudsterToWatchlist(argument: _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Adds one person to a group.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  AddPersonToGroup(argument: _nuance_biosec_v1_entities_AddPersonToGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>): grpc.ClientUnaryCall;
  AddPersonToGroup(argument: _nuance_biosec_v1_entities_AddPersonToGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>): grpc.ClientUnaryCall;
  AddPersonToGroup(argument: _nuance_biosec_v1_entities_AddPersonToGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>): grpc.ClientUnaryCall;
  AddPersonToGroup(argument: _nuance_biosec_v1_entities_AddPersonToGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Adds one person to a group.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  addPersonToGroup(argument: _nuance_biosec_v1_entities_AddPersonToGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>): grpc.ClientUnaryCall;
  addPersonToGroup(argument: _nuance_biosec_v1_entities_AddPersonToGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>): grpc.ClientUnaryCall;
  addPersonToGroup(argument: _nuance_biosec_v1_entities_AddPersonToGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>): grpc.ClientUnaryCall;
  addPersonToGroup(argument: _nuance_biosec_v1_entities_AddPersonToGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates a fraudster under an external fraudster_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreateFraudster(argument: _nuance_biosec_v1_entities_CreateFraudsterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  CreateFraudster(argument: _nuance_biosec_v1_entities_CreateFraudsterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  CreateFraudster(argument: _nuance_biosec_v1_entities_CreateFraudsterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  CreateFraudster(argument: _nuance_biosec_v1_entities_CreateFraudsterRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates a fraudster under an external fraudster_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  createFraudster(argument: _nuance_biosec_v1_entities_CreateFraudsterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  createFraudster(argument: _nuance_biosec_v1_entities_CreateFraudsterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  createFraudster(argument: _nuance_biosec_v1_entities_CreateFraudsterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  createFraudster(argument: _nuance_biosec_v1_entities_CreateFraudsterRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates a group of persons under an external group_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreateGroup(argument: _nuance_biosec_v1_entities_CreateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateGroupResponse__Output>): grpc.ClientUnaryCall;
  CreateGroup(argument: _nuance_biosec_v1_entities_CreateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateGroupResponse__Output>): grpc.ClientUnaryCall;
  CreateGroup(argument: _nuance_biosec_v1_entities_CreateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateGroupResponse__Output>): grpc.ClientUnaryCall;
  CreateGroup(argument: _nuance_biosec_v1_entities_CreateGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates a group of persons under an external group_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  createGroup(argument: _nuance_biosec_v1_entities_CreateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateGroupResponse__Output>): grpc.ClientUnaryCall;
  createGroup(argument: _nuance_biosec_v1_entities_CreateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateGroupResponse__Output>): grpc.ClientUnaryCall;
  createGroup(argument: _nuance_biosec_v1_entities_CreateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateGroupResponse__Output>): grpc.ClientUnaryCall;
  createGroup(argument: _nuance_biosec_v1_entities_CreateGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates a person under an external person_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreatePerson(argument: _nuance_biosec_v1_entities_CreatePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreatePersonResponse__Output>): grpc.ClientUnaryCall;
  CreatePerson(argument: _nuance_biosec_v1_entities_CreatePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreatePersonResponse__Output>): grpc.ClientUnaryCall;
  CreatePerson(argument: _nuance_biosec_v1_entities_CreatePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreatePersonResponse__Output>): grpc.ClientUnaryCall;
  CreatePerson(argument: _nuance_biosec_v1_entities_CreatePersonRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreatePersonResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates a person under an external person_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  createPerson(argument: _nuance_biosec_v1_entities_CreatePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreatePersonResponse__Output>): grpc.ClientUnaryCall;
  createPerson(argument: _nuance_biosec_v1_entities_CreatePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreatePersonResponse__Output>): grpc.ClientUnaryCall;
  createPerson(argument: _nuance_biosec_v1_entities_CreatePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreatePersonResponse__Output>): grpc.ClientUnaryCall;
  createPerson(argument: _nuance_biosec_v1_entities_CreatePersonRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreatePersonResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates a fraudster watchlist under an external watchlist_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreateWatchlist(argument: _nuance_biosec_v1_entities_CreateWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  CreateWatchlist(argument: _nuance_biosec_v1_entities_CreateWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  CreateWatchlist(argument: _nuance_biosec_v1_entities_CreateWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  CreateWatchlist(argument: _nuance_biosec_v1_entities_CreateWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates a fraudster watchlist under an external watchlist_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  createWatchlist(argument: _nuance_biosec_v1_entities_CreateWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  createWatchlist(argument: _nuance_biosec_v1_entities_CreateWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  createWatchlist(argument: _nuance_biosec_v1_entities_CreateWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  createWatchlist(argument: _nuance_biosec_v1_entities_CreateWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_CreateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes a rule from a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes a rule from a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a fraudster.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteFraudster(argument: _nuance_biosec_v1_entities_DeleteFraudsterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>): grpc.ClientUnaryCall;
  DeleteFraudster(argument: _nuance_biosec_v1_entities_DeleteFraudsterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>): grpc.ClientUnaryCall;
  DeleteFraudster(argument: _nuance_biosec_v1_entities_DeleteFraudsterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>): grpc.ClientUnaryCall;
  DeleteFraudster(argument: _nuance_biosec_v1_entities_DeleteFraudsterRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a fraudster.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deleteFraudster(argument: _nuance_biosec_v1_entities_DeleteFraudsterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>): grpc.ClientUnaryCall;
  deleteFraudster(argument: _nuance_biosec_v1_entities_DeleteFraudsterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>): grpc.ClientUnaryCall;
  deleteFraudster(argument: _nuance_biosec_v1_entities_DeleteFraudsterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>): grpc.ClientUnaryCall;
  deleteFraudster(argument: _nuance_biosec_v1_entities_DeleteFraudsterRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a group; its persons stay.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteGroup(argument: _nuance_biosec_v1_entities_DeleteGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteGroupResponse__Output>): grpc.ClientUnaryCall;
  DeleteGroup(argument: _nuance_biosec_v1_entities_DeleteGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteGroupResponse__Output>): grpc.ClientUnaryCall;
  DeleteGroup(argument: _nuance_biosec_v1_entities_DeleteGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteGroupResponse__Output>): grpc.ClientUnaryCall;
  DeleteGroup(argument: _nuance_biosec_v1_entities_DeleteGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a group; its persons stay.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deleteGroup(argument: _nuance_biosec_v1_entities_DeleteGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteGroupResponse__Output>): grpc.ClientUnaryCall;
  deleteGroup(argument: _nuance_biosec_v1_entities_DeleteGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteGroupResponse__Output>): grpc.ClientUnaryCall;
  deleteGroup(argument: _nuance_biosec_v1_entities_DeleteGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteGroupResponse__Output>): grpc.ClientUnaryCall;
  deleteGroup(argument: _nuance_biosec_v1_entities_DeleteGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a person.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeletePerson(argument: _nuance_biosec_v1_entities_DeletePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  DeletePerson(argument: _nuance_biosec_v1_entities_DeletePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  DeletePerson(argument: _nuance_biosec_v1_entities_DeletePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  DeletePerson(argument: _nuance_biosec_v1_entities_DeletePersonRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a person.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deletePerson(argument: _nuance_biosec_v1_entities_DeletePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  deletePerson(argument: _nuance_biosec_v1_entities_DeletePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  deletePerson(argument: _nuance_biosec_v1_entities_DeletePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  deletePerson(argument: _nuance_biosec_v1_entities_DeletePersonRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Erases the personal data held for a person while keeping the person itself.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeletePersonalData(argument: _nuance_biosec_v1_entities_DeletePersonalDataRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>): grpc.ClientUnaryCall;
  DeletePersonalData(argument: _nuance_biosec_v1_entities_DeletePersonalDataRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>): grpc.ClientUnaryCall;
  DeletePersonalData(argument: _nuance_biosec_v1_entities_DeletePersonalDataRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>): grpc.ClientUnaryCall;
  DeletePersonalData(argument: _nuance_biosec_v1_entities_DeletePersonalDataRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Erases the personal data held for a person while keeping the person itself.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deletePersonalData(argument: _nuance_biosec_v1_entities_DeletePersonalDataRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>): grpc.ClientUnaryCall;
  deletePersonalData(argument: _nuance_biosec_v1_entities_DeletePersonalDataRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>): grpc.ClientUnaryCall;
  deletePersonalData(argument: _nuance_biosec_v1_entities_DeletePersonalDataRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>): grpc.ClientUnaryCall;
  deletePersonalData(argument: _nuance_biosec_v1_entities_DeletePersonalDataRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a fraudster watchlist; its fraudsters stay.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteWatchlist(argument: _nuance_biosec_v1_entities_DeleteWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteWatchlist(argument: _nuance_biosec_v1_entities_DeleteWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteWatchlist(argument: _nuance_biosec_v1_entities_DeleteWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteWatchlist(argument: _nuance_biosec_v1_entities_DeleteWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a fraudster watchlist; its fraudsters stay.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deleteWatchlist(argument: _nuance_biosec_v1_entities_DeleteWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteWatchlist(argument: _nuance_biosec_v1_entities_DeleteWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteWatchlist(argument: _nuance_biosec_v1_entities_DeleteWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteWatchlist(argument: _nuance_biosec_v1_entities_DeleteWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Returns the rules of a watchlist as CSV.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ExportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ExportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ExportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ExportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Returns the rules of a watchlist as CSV.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  exportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  exportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  exportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  exportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads a fraudster, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetFraudsterDetails(argument: _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetFraudsterDetails(argument: _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetFraudsterDetails(argument: _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetFraudsterDetails(argument: _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads a fraudster, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getFraudsterDetails(argument: _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>): grpc.ClientUnaryCall;
  getFraudsterDetails(argument: _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>): grpc.ClientUnaryCall;
  getFraudsterDetails(argument: _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>): grpc.ClientUnaryCall;
  getFraudsterDetails(argument: _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Finds a fraudster's Gatekeeper ID from its external fraudster_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkFraudsterId(argument: _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkFraudsterId(argument: _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkFraudsterId(argument: _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkFraudsterId(argument: _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Finds a fraudster's Gatekeeper ID from its external fraudster_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getGkFraudsterId(argument: _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>): grpc.ClientUnaryCall;
  getGkFraudsterId(argument: _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>): grpc.ClientUnaryCall;
  getGkFraudsterId(argument: _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>): grpc.ClientUnaryCall;
  getGkFraudsterId(argument: _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Finds a group's Gatekeeper ID from its external group_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkGroupId(argument: _nuance_biosec_v1_entities_GetGkGroupIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkGroupId(argument: _nuance_biosec_v1_entities_GetGkGroupIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkGroupId(argument: _nuance_biosec_v1_entities_GetGkGroupIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkGroupId(argument: _nuance_biosec_v1_entities_GetGkGroupIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Finds a group's Gatekeeper ID from its external group_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getGkGroupId(argument: _nuance_biosec_v1_entities_GetGkGroupIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>): grpc.ClientUnaryCall;
  getGkGroupId(argument: _nuance_biosec_v1_entities_GetGkGroupIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>): grpc.ClientUnaryCall;
  getGkGroupId(argument: _nuance_biosec_v1_entities_GetGkGroupIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>): grpc.ClientUnaryCall;
  getGkGroupId(argument: _nuance_biosec_v1_entities_GetGkGroupIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Finds a person's Gatekeeper ID from its external person_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkPersonId(argument: _nuance_biosec_v1_entities_GetGkPersonIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkPersonId(argument: _nuance_biosec_v1_entities_GetGkPersonIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkPersonId(argument: _nuance_biosec_v1_entities_GetGkPersonIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkPersonId(argument: _nuance_biosec_v1_entities_GetGkPersonIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Finds a person's Gatekeeper ID from its external person_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getGkPersonId(argument: _nuance_biosec_v1_entities_GetGkPersonIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>): grpc.ClientUnaryCall;
  getGkPersonId(argument: _nuance_biosec_v1_entities_GetGkPersonIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>): grpc.ClientUnaryCall;
  getGkPersonId(argument: _nuance_biosec_v1_entities_GetGkPersonIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>): grpc.ClientUnaryCall;
  getGkPersonId(argument: _nuance_biosec_v1_entities_GetGkPersonIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Finds a watchlist's Gatekeeper ID from its external watchlist_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkWatchlistId(argument: _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkWatchlistId(argument: _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkWatchlistId(argument: _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkWatchlistId(argument: _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Finds a watchlist's Gatekeeper ID from its external watchlist_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getGkWatchlistId(argument: _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>): grpc.ClientUnaryCall;
  getGkWatchlistId(argument: _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>): grpc.ClientUnaryCall;
  getGkWatchlistId(argument: _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>): grpc.ClientUnaryCall;
  getGkWatchlistId(argument: _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads a group, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGroupDetails(argument: _nuance_biosec_v1_entities_GetGroupDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetGroupDetails(argument: _nuance_biosec_v1_entities_GetGroupDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetGroupDetails(argument: _nuance_biosec_v1_entities_GetGroupDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetGroupDetails(argument: _nuance_biosec_v1_entities_GetGroupDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads a group, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getGroupDetails(argument: _nuance_biosec_v1_entities_GetGroupDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>): grpc.ClientUnaryCall;
  getGroupDetails(argument: _nuance_biosec_v1_entities_GetGroupDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>): grpc.ClientUnaryCall;
  getGroupDetails(argument: _nuance_biosec_v1_entities_GetGroupDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>): grpc.ClientUnaryCall;
  getGroupDetails(argument: _nuance_biosec_v1_entities_GetGroupDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads a person, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetPersonDetails(argument: _nuance_biosec_v1_entities_GetPersonDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetPersonDetails(argument: _nuance_biosec_v1_entities_GetPersonDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetPersonDetails(argument: _nuance_biosec_v1_entities_GetPersonDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetPersonDetails(argument: _nuance_biosec_v1_entities_GetPersonDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads a person, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getPersonDetails(argument: _nuance_biosec_v1_entities_GetPersonDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>): grpc.ClientUnaryCall;
  getPersonDetails(argument: _nuance_biosec_v1_entities_GetPersonDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>): grpc.ClientUnaryCall;
  getPersonDetails(argument: _nuance_biosec_v1_entities_GetPersonDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>): grpc.ClientUnaryCall;
  getPersonDetails(argument: _nuance_biosec_v1_entities_GetPersonDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads a watchlist, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetWatchlistDetails(argument: _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetWatchlistDetails(argument: _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetWatchlistDetails(argument: _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetWatchlistDetails(argument: _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads a watchlist, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getWatchlistDetails(argument: _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>): grpc.ClientUnaryCall;
  getWatchlistDetails(argument: _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>): grpc.ClientUnaryCall;
  getWatchlistDetails(argument: _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>): grpc.ClientUnaryCall;
  getWatchlistDetails(argument: _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Loads rules from CSV into a watchlist, merging with or replacing the existing rules.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  ImportCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ImportCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ImportCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ImportCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Loads rules from CSV into a watchlist, merging with or replacing the existing rules.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  importCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  importCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  importCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  importCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Tells whether a fraudster is on a watchlist.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  IsFraudsterInWatchlist(argument: _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  IsFraudsterInWatchlist(argument: _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  IsFraudsterInWatchlist(argument: _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  IsFraudsterInWatchlist(argument: _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Tells whether a fraudster is on a watchlist.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  isFraudsterInWatchlist(argument: _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  isFraudsterInWatchlist(argument: _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  isFraudsterInWatchlist(argument: _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  isFraudsterInWatchlist(argument: _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Tells whether a person is a member of a group.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  IsPersonInGroup(argument: _nuance_biosec_v1_entities_IsPersonInGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>): grpc.ClientUnaryCall;
  IsPersonInGroup(argument: _nuance_biosec_v1_entities_IsPersonInGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>): grpc.ClientUnaryCall;
  IsPersonInGroup(argument: _nuance_biosec_v1_entities_IsPersonInGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>): grpc.ClientUnaryCall;
  IsPersonInGroup(argument: _nuance_biosec_v1_entities_IsPersonInGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Tells whether a person is a member of a group.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  isPersonInGroup(argument: _nuance_biosec_v1_entities_IsPersonInGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>): grpc.ClientUnaryCall;
  isPersonInGroup(argument: _nuance_biosec_v1_entities_IsPersonInGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>): grpc.ClientUnaryCall;
  isPersonInGroup(argument: _nuance_biosec_v1_entities_IsPersonInGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>): grpc.ClientUnaryCall;
  isPersonInGroup(argument: _nuance_biosec_v1_entities_IsPersonInGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists the voiceprint, convoprint and deviceprint profiles a fraudster owns, optionally only
   * some print types.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListFraudsterProfiles(argument: _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListFraudsterProfiles(argument: _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListFraudsterProfiles(argument: _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListFraudsterProfiles(argument: _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists the voiceprint, convoprint and deviceprint profiles a fraudster owns, optionally only
   * some print types.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listFraudsterProfiles(argument: _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>): grpc.ClientUnaryCall;
  listFraudsterProfiles(argument: _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>): grpc.ClientUnaryCall;
  listFraudsterProfiles(argument: _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>): grpc.ClientUnaryCall;
  listFraudsterProfiles(argument: _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists the persons of a group.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListGroupPersons(argument: _nuance_biosec_v1_entities_ListGroupPersonsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>): grpc.ClientUnaryCall;
  ListGroupPersons(argument: _nuance_biosec_v1_entities_ListGroupPersonsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>): grpc.ClientUnaryCall;
  ListGroupPersons(argument: _nuance_biosec_v1_entities_ListGroupPersonsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>): grpc.ClientUnaryCall;
  ListGroupPersons(argument: _nuance_biosec_v1_entities_ListGroupPersonsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists the persons of a group.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listGroupPersons(argument: _nuance_biosec_v1_entities_ListGroupPersonsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>): grpc.ClientUnaryCall;
  listGroupPersons(argument: _nuance_biosec_v1_entities_ListGroupPersonsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>): grpc.ClientUnaryCall;
  listGroupPersons(argument: _nuance_biosec_v1_entities_ListGroupPersonsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>): grpc.ClientUnaryCall;
  listGroupPersons(argument: _nuance_biosec_v1_entities_ListGroupPersonsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists the voiceprint, convoprint and deviceprint profiles a person owns, optionally only some
   * print types.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListPersonProfiles(argument: _nuance_biosec_v1_entities_ListPersonProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListPersonProfiles(argument: _nuance_biosec_v1_entities_ListPersonProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListPersonProfiles(argument: _nuance_biosec_v1_entities_ListPersonProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListPersonProfiles(argument: _nuance_biosec_v1_entities_ListPersonProfilesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists the voiceprint, convoprint and deviceprint profiles a person owns, optionally only some
   * print types.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listPersonProfiles(argument: _nuance_biosec_v1_entities_ListPersonProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>): grpc.ClientUnaryCall;
  listPersonProfiles(argument: _nuance_biosec_v1_entities_ListPersonProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>): grpc.ClientUnaryCall;
  listPersonProfiles(argument: _nuance_biosec_v1_entities_ListPersonProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>): grpc.ClientUnaryCall;
  listPersonProfiles(argument: _nuance_biosec_v1_entities_ListPersonProfilesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists the rules of a caller ID watchlist, a page at a time.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists the rules of a caller ID watchlist, a page at a time.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists the fraudsters on a watchlist.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListWatchlistFraudsters(argument: _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistFraudsters(argument: _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistFraudsters(argument: _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistFraudsters(argument: _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists the fraudsters on a watchlist.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listWatchlistFraudsters(argument: _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistFraudsters(argument: _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistFraudsters(argument: _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistFraudsters(argument: _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Records that a person consents to voice biometrics.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  OptPersonIn(argument: _nuance_biosec_v1_entities_OptPersonInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonInResponse__Output>): grpc.ClientUnaryCall;
  OptPersonIn(argument: _nuance_biosec_v1_entities_OptPersonInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonInResponse__Output>): grpc.ClientUnaryCall;
  OptPersonIn(argument: _nuance_biosec_v1_entities_OptPersonInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonInResponse__Output>): grpc.ClientUnaryCall;
  OptPersonIn(argument: _nuance_biosec_v1_entities_OptPersonInRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonInResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Records that a person consents to voice biometrics.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  optPersonIn(argument: _nuance_biosec_v1_entities_OptPersonInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonInResponse__Output>): grpc.ClientUnaryCall;
  optPersonIn(argument: _nuance_biosec_v1_entities_OptPersonInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonInResponse__Output>): grpc.ClientUnaryCall;
  optPersonIn(argument: _nuance_biosec_v1_entities_OptPersonInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonInResponse__Output>): grpc.ClientUnaryCall;
  optPersonIn(argument: _nuance_biosec_v1_entities_OptPersonInRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonInResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Records that a person withdraws consent to voice biometrics, optionally with a reason and a
   * number of days before opting in is accepted again.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  OptPersonOut(argument: _nuance_biosec_v1_entities_OptPersonOutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonOutResponse__Output>): grpc.ClientUnaryCall;
  OptPersonOut(argument: _nuance_biosec_v1_entities_OptPersonOutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonOutResponse__Output>): grpc.ClientUnaryCall;
  OptPersonOut(argument: _nuance_biosec_v1_entities_OptPersonOutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonOutResponse__Output>): grpc.ClientUnaryCall;
  OptPersonOut(argument: _nuance_biosec_v1_entities_OptPersonOutRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonOutResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Records that a person withdraws consent to voice biometrics, optionally with a reason and a
   * number of days before opting in is accepted again.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  optPersonOut(argument: _nuance_biosec_v1_entities_OptPersonOutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonOutResponse__Output>): grpc.ClientUnaryCall;
  optPersonOut(argument: _nuance_biosec_v1_entities_OptPersonOutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonOutResponse__Output>): grpc.ClientUnaryCall;
  optPersonOut(argument: _nuance_biosec_v1_entities_OptPersonOutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonOutResponse__Output>): grpc.ClientUnaryCall;
  optPersonOut(argument: _nuance_biosec_v1_entities_OptPersonOutRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_OptPersonOutResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes fraudsters from a watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RemoveFraudstersFromWatchlist(argument: _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  RemoveFraudstersFromWatchlist(argument: _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  RemoveFraudstersFromWatchlist(argument: _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  RemoveFraudstersFromWatchlist(argument: _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes fraudsters from a watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  removeFraudstersFromWatchlist(argument: _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  removeFraudstersFromWatchlist(argument: _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  removeFraudstersFromWatchlist(argument: _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  removeFraudstersFromWatchlist(argument: _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes persons from a group.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RemovePersonsFromGroup(argument: _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>): grpc.ClientUnaryCall;
  RemovePersonsFromGroup(argument: _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>): grpc.ClientUnaryCall;
  RemovePersonsFromGroup(argument: _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>): grpc.ClientUnaryCall;
  RemovePersonsFromGroup(argument: _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes persons from a group.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  removePersonsFromGroup(argument: _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>): grpc.ClientUnaryCall;
  removePersonsFromGroup(argument: _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>): grpc.ClientUnaryCall;
  removePersonsFromGroup(argument: _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>): grpc.ClientUnaryCall;
  removePersonsFromGroup(argument: _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes a fraudster's external fraudster_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RenameFraudster(argument: _nuance_biosec_v1_entities_RenameFraudsterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameFraudsterResponse__Output>): grpc.ClientUnaryCall;
  RenameFraudster(argument: _nuance_biosec_v1_entities_RenameFraudsterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameFraudsterResponse__Output>): grpc.ClientUnaryCall;
  RenameFraudster(argument: _nuance_biosec_v1_entities_RenameFraudsterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameFraudsterResponse__Output>): grpc.ClientUnaryCall;
  RenameFraudster(argument: _nuance_biosec_v1_entities_RenameFraudsterRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameFraudsterResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes a fraudster's external fraudster_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  renameFraudster(argument: _nuance_biosec_v1_entities_RenameFraudsterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameFraudsterResponse__Output>): grpc.ClientUnaryCall;
  renameFraudster(argument: _nuance_biosec_v1_entities_RenameFraudsterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameFraudsterResponse__Output>): grpc.ClientUnaryCall;
  renameFraudster(argument: _nuance_biosec_v1_entities_RenameFraudsterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameFraudsterResponse__Output>): grpc.ClientUnaryCall;
  renameFraudster(argument: _nuance_biosec_v1_entities_RenameFraudsterRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameFraudsterResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes a group's external group_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RenameGroup(argument: _nuance_biosec_v1_entities_RenameGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameGroupResponse__Output>): grpc.ClientUnaryCall;
  RenameGroup(argument: _nuance_biosec_v1_entities_RenameGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameGroupResponse__Output>): grpc.ClientUnaryCall;
  RenameGroup(argument: _nuance_biosec_v1_entities_RenameGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameGroupResponse__Output>): grpc.ClientUnaryCall;
  RenameGroup(argument: _nuance_biosec_v1_entities_RenameGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes a group's external group_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  renameGroup(argument: _nuance_biosec_v1_entities_RenameGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameGroupResponse__Output>): grpc.ClientUnaryCall;
  renameGroup(argument: _nuance_biosec_v1_entities_RenameGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameGroupResponse__Output>): grpc.ClientUnaryCall;
  renameGroup(argument: _nuance_biosec_v1_entities_RenameGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameGroupResponse__Output>): grpc.ClientUnaryCall;
  renameGroup(argument: _nuance_biosec_v1_entities_RenameGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes a person's external person_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RenamePerson(argument: _nuance_biosec_v1_entities_RenamePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenamePersonResponse__Output>): grpc.ClientUnaryCall;
  RenamePerson(argument: _nuance_biosec_v1_entities_RenamePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenamePersonResponse__Output>): grpc.ClientUnaryCall;
  RenamePerson(argument: _nuance_biosec_v1_entities_RenamePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenamePersonResponse__Output>): grpc.ClientUnaryCall;
  RenamePerson(argument: _nuance_biosec_v1_entities_RenamePersonRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenamePersonResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes a person's external person_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  renamePerson(argument: _nuance_biosec_v1_entities_RenamePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenamePersonResponse__Output>): grpc.ClientUnaryCall;
  renamePerson(argument: _nuance_biosec_v1_entities_RenamePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenamePersonResponse__Output>): grpc.ClientUnaryCall;
  renamePerson(argument: _nuance_biosec_v1_entities_RenamePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenamePersonResponse__Output>): grpc.ClientUnaryCall;
  renamePerson(argument: _nuance_biosec_v1_entities_RenamePersonRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenamePersonResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes a watchlist's external watchlist_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RenameWatchlist(argument: _nuance_biosec_v1_entities_RenameWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameWatchlistResponse__Output>): grpc.ClientUnaryCall;
  RenameWatchlist(argument: _nuance_biosec_v1_entities_RenameWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameWatchlistResponse__Output>): grpc.ClientUnaryCall;
  RenameWatchlist(argument: _nuance_biosec_v1_entities_RenameWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameWatchlistResponse__Output>): grpc.ClientUnaryCall;
  RenameWatchlist(argument: _nuance_biosec_v1_entities_RenameWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes a watchlist's external watchlist_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  renameWatchlist(argument: _nuance_biosec_v1_entities_RenameWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameWatchlistResponse__Output>): grpc.ClientUnaryCall;
  renameWatchlist(argument: _nuance_biosec_v1_entities_RenameWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameWatchlistResponse__Output>): grpc.ClientUnaryCall;
  renameWatchlist(argument: _nuance_biosec_v1_entities_RenameWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameWatchlistResponse__Output>): grpc.ClientUnaryCall;
  renameWatchlist(argument: _nuance_biosec_v1_entities_RenameWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_RenameWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Checks whether a regex rule would match a given phone number, without storing anything.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  TestCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  TestCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  TestCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  TestCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Checks whether a regex rule would match a given phone number, without storing anything.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  testCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  testCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  testCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  testCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes a rule of a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes a rule of a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the details of a fraudster named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateFraudster(argument: _nuance_biosec_v1_entities_UpdateFraudsterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  UpdateFraudster(argument: _nuance_biosec_v1_entities_UpdateFraudsterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  UpdateFraudster(argument: _nuance_biosec_v1_entities_UpdateFraudsterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  UpdateFraudster(argument: _nuance_biosec_v1_entities_UpdateFraudsterRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the details of a fraudster named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateFraudster(argument: _nuance_biosec_v1_entities_UpdateFraudsterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  updateFraudster(argument: _nuance_biosec_v1_entities_UpdateFraudsterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  updateFraudster(argument: _nuance_biosec_v1_entities_UpdateFraudsterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  updateFraudster(argument: _nuance_biosec_v1_entities_UpdateFraudsterRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the details of a group named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateGroup(argument: _nuance_biosec_v1_entities_UpdateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateGroupResponse__Output>): grpc.ClientUnaryCall;
  UpdateGroup(argument: _nuance_biosec_v1_entities_UpdateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateGroupResponse__Output>): grpc.ClientUnaryCall;
  UpdateGroup(argument: _nuance_biosec_v1_entities_UpdateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateGroupResponse__Output>): grpc.ClientUnaryCall;
  UpdateGroup(argument: _nuance_biosec_v1_entities_UpdateGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the details of a group named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateGroup(argument: _nuance_biosec_v1_entities_UpdateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateGroupResponse__Output>): grpc.ClientUnaryCall;
  updateGroup(argument: _nuance_biosec_v1_entities_UpdateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateGroupResponse__Output>): grpc.ClientUnaryCall;
  updateGroup(argument: _nuance_biosec_v1_entities_UpdateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateGroupResponse__Output>): grpc.ClientUnaryCall;
  updateGroup(argument: _nuance_biosec_v1_entities_UpdateGroupRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the details of a person named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdatePerson(argument: _nuance_biosec_v1_entities_UpdatePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  UpdatePerson(argument: _nuance_biosec_v1_entities_UpdatePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  UpdatePerson(argument: _nuance_biosec_v1_entities_UpdatePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  UpdatePerson(argument: _nuance_biosec_v1_entities_UpdatePersonRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the details of a person named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  updatePerson(argument: _nuance_biosec_v1_entities_UpdatePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  updatePerson(argument: _nuance_biosec_v1_entities_UpdatePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  updatePerson(argument: _nuance_biosec_v1_entities_UpdatePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  updatePerson(argument: _nuance_biosec_v1_entities_UpdatePersonRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the details of a watchlist named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateWatchlist(argument: _nuance_biosec_v1_entities_UpdateWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateWatchlist(argument: _nuance_biosec_v1_entities_UpdateWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateWatchlist(argument: _nuance_biosec_v1_entities_UpdateWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateWatchlist(argument: _nuance_biosec_v1_entities_UpdateWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the details of a watchlist named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateWatchlist(argument: _nuance_biosec_v1_entities_UpdateWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateWatchlist(argument: _nuance_biosec_v1_entities_UpdateWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateWatchlist(argument: _nuance_biosec_v1_entities_UpdateWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateWatchlist(argument: _nuance_biosec_v1_entities_UpdateWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Manages the entities of a scope: persons (known customers) and fraudsters (known impostors),
 * who own biometric profiles; groups of persons; fraudster watchlists; and caller ID watchlists
 * with their rules.
 */
export interface EntitiesManagerHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Adds a rule (an exact phone number or a regex) to a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  AddCallerIdRuleToWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse>;
  
  /**
   * Adds one fraudster to a watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  AddFraudsterToWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output, _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse>;
  
  /**
   * Adds one person to a group.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  AddPersonToGroup: grpc.handleUnaryCall<_nuance_biosec_v1_entities_AddPersonToGroupRequest__Output, _nuance_biosec_v1_entities_AddPersonToGroupResponse>;
  
  /**
   * Creates a fraudster under an external fraudster_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreateFraudster: grpc.handleUnaryCall<_nuance_biosec_v1_entities_CreateFraudsterRequest__Output, _nuance_biosec_v1_entities_CreateFraudsterResponse>;
  
  /**
   * Creates a group of persons under an external group_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreateGroup: grpc.handleUnaryCall<_nuance_biosec_v1_entities_CreateGroupRequest__Output, _nuance_biosec_v1_entities_CreateGroupResponse>;
  
  /**
   * Creates a person under an external person_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreatePerson: grpc.handleUnaryCall<_nuance_biosec_v1_entities_CreatePersonRequest__Output, _nuance_biosec_v1_entities_CreatePersonResponse>;
  
  /**
   * Creates a fraudster watchlist under an external watchlist_id that is unique within the scope.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreateWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_CreateWatchlistRequest__Output, _nuance_biosec_v1_entities_CreateWatchlistResponse>;
  
  /**
   * Removes a rule from a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteCallerIdRuleFromWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse>;
  
  /**
   * Deletes a fraudster.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteFraudster: grpc.handleUnaryCall<_nuance_biosec_v1_entities_DeleteFraudsterRequest__Output, _nuance_biosec_v1_entities_DeleteFraudsterResponse>;
  
  /**
   * Deletes a group; its persons stay.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteGroup: grpc.handleUnaryCall<_nuance_biosec_v1_entities_DeleteGroupRequest__Output, _nuance_biosec_v1_entities_DeleteGroupResponse>;
  
  /**
   * Deletes a person.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeletePerson: grpc.handleUnaryCall<_nuance_biosec_v1_entities_DeletePersonRequest__Output, _nuance_biosec_v1_entities_DeletePersonResponse>;
  
  /**
   * Erases the personal data held for a person while keeping the person itself.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeletePersonalData: grpc.handleUnaryCall<_nuance_biosec_v1_entities_DeletePersonalDataRequest__Output, _nuance_biosec_v1_entities_DeletePersonalDataResponse>;
  
  /**
   * Deletes a fraudster watchlist; its fraudsters stay.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_DeleteWatchlistRequest__Output, _nuance_biosec_v1_entities_DeleteWatchlistResponse>;
  
  /**
   * Returns the rules of a watchlist as CSV.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ExportCallerIdRulesFromWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse>;
  
  /**
   * Reads a fraudster, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetFraudsterDetails: grpc.handleUnaryCall<_nuance_biosec_v1_entities_GetFraudsterDetailsRequest__Output, _nuance_biosec_v1_entities_GetFraudsterDetailsResponse>;
  
  /**
   * Finds a fraudster's Gatekeeper ID from its external fraudster_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkFraudsterId: grpc.handleUnaryCall<_nuance_biosec_v1_entities_GetGkFraudsterIdRequest__Output, _nuance_biosec_v1_entities_GetGkFraudsterIdResponse>;
  
  /**
   * Finds a group's Gatekeeper ID from its external group_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkGroupId: grpc.handleUnaryCall<_nuance_biosec_v1_entities_GetGkGroupIdRequest__Output, _nuance_biosec_v1_entities_GetGkGroupIdResponse>;
  
  /**
   * Finds a person's Gatekeeper ID from its external person_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkPersonId: grpc.handleUnaryCall<_nuance_biosec_v1_entities_GetGkPersonIdRequest__Output, _nuance_biosec_v1_entities_GetGkPersonIdResponse>;
  
  /**
   * Finds a watchlist's Gatekeeper ID from its external watchlist_id.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkWatchlistId: grpc.handleUnaryCall<_nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output, _nuance_biosec_v1_entities_GetGkWatchlistIdResponse>;
  
  /**
   * Reads a group, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGroupDetails: grpc.handleUnaryCall<_nuance_biosec_v1_entities_GetGroupDetailsRequest__Output, _nuance_biosec_v1_entities_GetGroupDetailsResponse>;
  
  /**
   * Reads a person, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetPersonDetails: grpc.handleUnaryCall<_nuance_biosec_v1_entities_GetPersonDetailsRequest__Output, _nuance_biosec_v1_entities_GetPersonDetailsResponse>;
  
  /**
   * Reads a watchlist, limited to the fields selected by field_mask.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetWatchlistDetails: grpc.handleUnaryCall<_nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output, _nuance_biosec_v1_entities_GetWatchlistDetailsResponse>;
  
  /**
   * Loads rules from CSV into a watchlist, merging with or replacing the existing rules.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  ImportCallerIdRulesToWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse>;
  
  /**
   * Tells whether a fraudster is on a watchlist.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  IsFraudsterInWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output, _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse>;
  
  /**
   * Tells whether a person is a member of a group.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  IsPersonInGroup: grpc.handleUnaryCall<_nuance_biosec_v1_entities_IsPersonInGroupRequest__Output, _nuance_biosec_v1_entities_IsPersonInGroupResponse>;
  
  /**
   * Lists the voiceprint, convoprint and deviceprint profiles a fraudster owns, optionally only
   * some print types.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListFraudsterProfiles: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ListFraudsterProfilesRequest__Output, _nuance_biosec_v1_entities_ListFraudsterProfilesResponse>;
  
  /**
   * Lists the persons of a group.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListGroupPersons: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ListGroupPersonsRequest__Output, _nuance_biosec_v1_entities_ListGroupPersonsResponse>;
  
  /**
   * Lists the voiceprint, convoprint and deviceprint profiles a person owns, optionally only some
   * print types.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListPersonProfiles: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ListPersonProfilesRequest__Output, _nuance_biosec_v1_entities_ListPersonProfilesResponse>;
  
  /**
   * Lists the rules of a caller ID watchlist, a page at a time.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListWatchlistCallerIdRules: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse>;
  
  /**
   * Lists the fraudsters on a watchlist.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListWatchlistFraudsters: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output, _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse>;
  
  /**
   * Records that a person consents to voice biometrics.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  OptPersonIn: grpc.handleUnaryCall<_nuance_biosec_v1_entities_OptPersonInRequest__Output, _nuance_biosec_v1_entities_OptPersonInResponse>;
  
  /**
   * Records that a person withdraws consent to voice biometrics, optionally with a reason and a
   * number of days before opting in is accepted again.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  OptPersonOut: grpc.handleUnaryCall<_nuance_biosec_v1_entities_OptPersonOutRequest__Output, _nuance_biosec_v1_entities_OptPersonOutResponse>;
  
  /**
   * Removes fraudsters from a watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RemoveFraudstersFromWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse>;
  
  /**
   * Removes persons from a group.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RemovePersonsFromGroup: grpc.handleUnaryCall<_nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output, _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse>;
  
  /**
   * Changes a fraudster's external fraudster_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RenameFraudster: grpc.handleUnaryCall<_nuance_biosec_v1_entities_RenameFraudsterRequest__Output, _nuance_biosec_v1_entities_RenameFraudsterResponse>;
  
  /**
   * Changes a group's external group_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RenameGroup: grpc.handleUnaryCall<_nuance_biosec_v1_entities_RenameGroupRequest__Output, _nuance_biosec_v1_entities_RenameGroupResponse>;
  
  /**
   * Changes a person's external person_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RenamePerson: grpc.handleUnaryCall<_nuance_biosec_v1_entities_RenamePersonRequest__Output, _nuance_biosec_v1_entities_RenamePersonResponse>;
  
  /**
   * Changes a watchlist's external watchlist_id; the Gatekeeper ID stays.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RenameWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_RenameWatchlistRequest__Output, _nuance_biosec_v1_entities_RenameWatchlistResponse>;
  
  /**
   * Checks whether a regex rule would match a given phone number, without storing anything.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  TestCallerIdRule: grpc.handleUnaryCall<_nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output, _nuance_biosec_v1_entities_TestCallerIdRuleResponse>;
  
  /**
   * Changes a rule of a caller ID watchlist.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateCallerIdRuleInWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse>;
  
  /**
   * Changes the details of a fraudster named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateFraudster: grpc.handleUnaryCall<_nuance_biosec_v1_entities_UpdateFraudsterRequest__Output, _nuance_biosec_v1_entities_UpdateFraudsterResponse>;
  
  /**
   * Changes the details of a group named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateGroup: grpc.handleUnaryCall<_nuance_biosec_v1_entities_UpdateGroupRequest__Output, _nuance_biosec_v1_entities_UpdateGroupResponse>;
  
  /**
   * Changes the details of a person named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdatePerson: grpc.handleUnaryCall<_nuance_biosec_v1_entities_UpdatePersonRequest__Output, _nuance_biosec_v1_entities_UpdatePersonResponse>;
  
  /**
   * Changes the details of a watchlist named in field_mask.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_UpdateWatchlistRequest__Output, _nuance_biosec_v1_entities_UpdateWatchlistResponse>;
  
}

export interface EntitiesManagerDefinition extends grpc.ServiceDefinition {
  AddCallerIdRuleToWatchlist: MethodDefinition<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>
  AddFraudsterToWatchlist: MethodDefinition<_nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse, _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output, _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>
  AddPersonToGroup: MethodDefinition<_nuance_biosec_v1_entities_AddPersonToGroupRequest, _nuance_biosec_v1_entities_AddPersonToGroupResponse, _nuance_biosec_v1_entities_AddPersonToGroupRequest__Output, _nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>
  CreateFraudster: MethodDefinition<_nuance_biosec_v1_entities_CreateFraudsterRequest, _nuance_biosec_v1_entities_CreateFraudsterResponse, _nuance_biosec_v1_entities_CreateFraudsterRequest__Output, _nuance_biosec_v1_entities_CreateFraudsterResponse__Output>
  CreateGroup: MethodDefinition<_nuance_biosec_v1_entities_CreateGroupRequest, _nuance_biosec_v1_entities_CreateGroupResponse, _nuance_biosec_v1_entities_CreateGroupRequest__Output, _nuance_biosec_v1_entities_CreateGroupResponse__Output>
  CreatePerson: MethodDefinition<_nuance_biosec_v1_entities_CreatePersonRequest, _nuance_biosec_v1_entities_CreatePersonResponse, _nuance_biosec_v1_entities_CreatePersonRequest__Output, _nuance_biosec_v1_entities_CreatePersonResponse__Output>
  CreateWatchlist: MethodDefinition<_nuance_biosec_v1_entities_CreateWatchlistRequest, _nuance_biosec_v1_entities_CreateWatchlistResponse, _nuance_biosec_v1_entities_CreateWatchlistRequest__Output, _nuance_biosec_v1_entities_CreateWatchlistResponse__Output>
  DeleteCallerIdRuleFromWatchlist: MethodDefinition<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>
  DeleteFraudster: MethodDefinition<_nuance_biosec_v1_entities_DeleteFraudsterRequest, _nuance_biosec_v1_entities_DeleteFraudsterResponse, _nuance_biosec_v1_entities_DeleteFraudsterRequest__Output, _nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>
  DeleteGroup: MethodDefinition<_nuance_biosec_v1_entities_DeleteGroupRequest, _nuance_biosec_v1_entities_DeleteGroupResponse, _nuance_biosec_v1_entities_DeleteGroupRequest__Output, _nuance_biosec_v1_entities_DeleteGroupResponse__Output>
  DeletePerson: MethodDefinition<_nuance_biosec_v1_entities_DeletePersonRequest, _nuance_biosec_v1_entities_DeletePersonResponse, _nuance_biosec_v1_entities_DeletePersonRequest__Output, _nuance_biosec_v1_entities_DeletePersonResponse__Output>
  DeletePersonalData: MethodDefinition<_nuance_biosec_v1_entities_DeletePersonalDataRequest, _nuance_biosec_v1_entities_DeletePersonalDataResponse, _nuance_biosec_v1_entities_DeletePersonalDataRequest__Output, _nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>
  DeleteWatchlist: MethodDefinition<_nuance_biosec_v1_entities_DeleteWatchlistRequest, _nuance_biosec_v1_entities_DeleteWatchlistResponse, _nuance_biosec_v1_entities_DeleteWatchlistRequest__Output, _nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>
  ExportCallerIdRulesFromWatchlist: MethodDefinition<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>
  GetFraudsterDetails: MethodDefinition<_nuance_biosec_v1_entities_GetFraudsterDetailsRequest, _nuance_biosec_v1_entities_GetFraudsterDetailsResponse, _nuance_biosec_v1_entities_GetFraudsterDetailsRequest__Output, _nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>
  GetGkFraudsterId: MethodDefinition<_nuance_biosec_v1_entities_GetGkFraudsterIdRequest, _nuance_biosec_v1_entities_GetGkFraudsterIdResponse, _nuance_biosec_v1_entities_GetGkFraudsterIdRequest__Output, _nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>
  GetGkGroupId: MethodDefinition<_nuance_biosec_v1_entities_GetGkGroupIdRequest, _nuance_biosec_v1_entities_GetGkGroupIdResponse, _nuance_biosec_v1_entities_GetGkGroupIdRequest__Output, _nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>
  GetGkPersonId: MethodDefinition<_nuance_biosec_v1_entities_GetGkPersonIdRequest, _nuance_biosec_v1_entities_GetGkPersonIdResponse, _nuance_biosec_v1_entities_GetGkPersonIdRequest__Output, _nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>
  GetGkWatchlistId: MethodDefinition<_nuance_biosec_v1_entities_GetGkWatchlistIdRequest, _nuance_biosec_v1_entities_GetGkWatchlistIdResponse, _nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output, _nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>
  GetGroupDetails: MethodDefinition<_nuance_biosec_v1_entities_GetGroupDetailsRequest, _nuance_biosec_v1_entities_GetGroupDetailsResponse, _nuance_biosec_v1_entities_GetGroupDetailsRequest__Output, _nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>
  GetPersonDetails: MethodDefinition<_nuance_biosec_v1_entities_GetPersonDetailsRequest, _nuance_biosec_v1_entities_GetPersonDetailsResponse, _nuance_biosec_v1_entities_GetPersonDetailsRequest__Output, _nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>
  GetWatchlistDetails: MethodDefinition<_nuance_biosec_v1_entities_GetWatchlistDetailsRequest, _nuance_biosec_v1_entities_GetWatchlistDetailsResponse, _nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output, _nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>
  ImportCallerIdRulesToWatchlist: MethodDefinition<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>
  IsFraudsterInWatchlist: MethodDefinition<_nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse, _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output, _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>
  IsPersonInGroup: MethodDefinition<_nuance_biosec_v1_entities_IsPersonInGroupRequest, _nuance_biosec_v1_entities_IsPersonInGroupResponse, _nuance_biosec_v1_entities_IsPersonInGroupRequest__Output, _nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>
  ListFraudsterProfiles: MethodDefinition<_nuance_biosec_v1_entities_ListFraudsterProfilesRequest, _nuance_biosec_v1_entities_ListFraudsterProfilesResponse, _nuance_biosec_v1_entities_ListFraudsterProfilesRequest__Output, _nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>
  ListGroupPersons: MethodDefinition<_nuance_biosec_v1_entities_ListGroupPersonsRequest, _nuance_biosec_v1_entities_ListGroupPersonsResponse, _nuance_biosec_v1_entities_ListGroupPersonsRequest__Output, _nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>
  ListPersonProfiles: MethodDefinition<_nuance_biosec_v1_entities_ListPersonProfilesRequest, _nuance_biosec_v1_entities_ListPersonProfilesResponse, _nuance_biosec_v1_entities_ListPersonProfilesRequest__Output, _nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>
  ListWatchlistCallerIdRules: MethodDefinition<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>
  ListWatchlistFraudsters: MethodDefinition<_nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse, _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output, _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>
  OptPersonIn: MethodDefinition<_nuance_biosec_v1_entities_OptPersonInRequest, _nuance_biosec_v1_entities_OptPersonInResponse, _nuance_biosec_v1_entities_OptPersonInRequest__Output, _nuance_biosec_v1_entities_OptPersonInResponse__Output>
  OptPersonOut: MethodDefinition<_nuance_biosec_v1_entities_OptPersonOutRequest, _nuance_biosec_v1_entities_OptPersonOutResponse, _nuance_biosec_v1_entities_OptPersonOutRequest__Output, _nuance_biosec_v1_entities_OptPersonOutResponse__Output>
  RemoveFraudstersFromWatchlist: MethodDefinition<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>
  RemovePersonsFromGroup: MethodDefinition<_nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse, _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output, _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>
  RenameFraudster: MethodDefinition<_nuance_biosec_v1_entities_RenameFraudsterRequest, _nuance_biosec_v1_entities_RenameFraudsterResponse, _nuance_biosec_v1_entities_RenameFraudsterRequest__Output, _nuance_biosec_v1_entities_RenameFraudsterResponse__Output>
  RenameGroup: MethodDefinition<_nuance_biosec_v1_entities_RenameGroupRequest, _nuance_biosec_v1_entities_RenameGroupResponse, _nuance_biosec_v1_entities_RenameGroupRequest__Output, _nuance_biosec_v1_entities_RenameGroupResponse__Output>
  RenamePerson: MethodDefinition<_nuance_biosec_v1_entities_RenamePersonRequest, _nuance_biosec_v1_entities_RenamePersonResponse, _nuance_biosec_v1_entities_RenamePersonRequest__Output, _nuance_biosec_v1_entities_RenamePersonResponse__Output>
  RenameWatchlist: MethodDefinition<_nuance_biosec_v1_entities_RenameWatchlistRequest, _nuance_biosec_v1_entities_RenameWatchlistResponse, _nuance_biosec_v1_entities_RenameWatchlistRequest__Output, _nuance_biosec_v1_entities_RenameWatchlistResponse__Output>
  TestCallerIdRule: MethodDefinition<_nuance_biosec_v1_entities_TestCallerIdRuleRequest, _nuance_biosec_v1_entities_TestCallerIdRuleResponse, _nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output, _nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>
  UpdateCallerIdRuleInWatchlist: MethodDefinition<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>
  UpdateFraudster: MethodDefinition<_nuance_biosec_v1_entities_UpdateFraudsterRequest, _nuance_biosec_v1_entities_UpdateFraudsterResponse, _nuance_biosec_v1_entities_UpdateFraudsterRequest__Output, _nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>
  UpdateGroup: MethodDefinition<_nuance_biosec_v1_entities_UpdateGroupRequest, _nuance_biosec_v1_entities_UpdateGroupResponse, _nuance_biosec_v1_entities_UpdateGroupRequest__Output, _nuance_biosec_v1_entities_UpdateGroupResponse__Output>
  UpdatePerson: MethodDefinition<_nuance_biosec_v1_entities_UpdatePersonRequest, _nuance_biosec_v1_entities_UpdatePersonResponse, _nuance_biosec_v1_entities_UpdatePersonRequest__Output, _nuance_biosec_v1_entities_UpdatePersonResponse__Output>
  UpdateWatchlist: MethodDefinition<_nuance_biosec_v1_entities_UpdateWatchlistRequest, _nuance_biosec_v1_entities_UpdateWatchlistResponse, _nuance_biosec_v1_entities_UpdateWatchlistRequest__Output, _nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>
}

// Original file: protos/nuance/biosec/v1/entities/entities_manager_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddCallerIdRuleToWatchlistRequest as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, AddCallerIdRuleToWatchlistRequest__Output as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/AddCallerIdRuleToWatchlistRequest';
import type { AddCallerIdRuleToWatchlistResponse as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse, AddCallerIdRuleToWatchlistResponse__Output as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/AddCallerIdRuleToWatchlistResponse';
import type { DeleteCallerIdRuleFromWatchlistRequest as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, DeleteCallerIdRuleFromWatchlistRequest__Output as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/DeleteCallerIdRuleFromWatchlistRequest';
import type { DeleteCallerIdRuleFromWatchlistResponse as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse, DeleteCallerIdRuleFromWatchlistResponse__Output as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/DeleteCallerIdRuleFromWatchlistResponse';
import type { ExportCallerIdRulesFromWatchlistRequest as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, ExportCallerIdRulesFromWatchlistRequest__Output as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/ExportCallerIdRulesFromWatchlistRequest';
import type { ExportCallerIdRulesFromWatchlistResponse as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse, ExportCallerIdRulesFromWatchlistResponse__Output as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/ExportCallerIdRulesFromWatchlistResponse';
import type { ImportCallerIdRulesToWatchlistRequest as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, ImportCallerIdRulesToWatchlistRequest__Output as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/ImportCallerIdRulesToWatchlistRequest';
import type { ImportCallerIdRulesToWatchlistResponse as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse, ImportCallerIdRulesToWatchlistResponse__Output as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/ImportCallerIdRulesToWatchlistResponse';
import type { ListWatchlistCallerIdRulesRequest as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, ListWatchlistCallerIdRulesRequest__Output as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output } from '../../../../nuance/biosec/v1/entities/ListWatchlistCallerIdRulesRequest';
import type { ListWatchlistCallerIdRulesResponse as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse, ListWatchlistCallerIdRulesResponse__Output as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output } from '../../../../nuance/biosec/v1/entities/ListWatchlistCallerIdRulesResponse';
import type { TestCallerIdRuleRequest as _nuance_biosec_v1_entities_TestCallerIdRuleRequest, TestCallerIdRuleRequest__Output as _nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output } from '../../../../nuance/biosec/v1/entities/TestCallerIdRuleRequest';
import type { TestCallerIdRuleResponse as _nuance_biosec_v1_entities_TestCallerIdRuleResponse, TestCallerIdRuleResponse__Output as _nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output } from '../../../../nuance/biosec/v1/entities/TestCallerIdRuleResponse';
import type { UpdateCallerIdRuleInWatchlistRequest as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, UpdateCallerIdRuleInWatchlistRequest__Output as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output } from '../../../../nuance/biosec/v1/entities/UpdateCallerIdRuleInWatchlistRequest';
import type { UpdateCallerIdRuleInWatchlistResponse as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse, UpdateCallerIdRuleInWatchlistResponse__Output as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output } from '../../../../nuance/biosec/v1/entities/UpdateCallerIdRuleInWatchlistResponse';

/**
 * Manages entities; only the caller ID watchlist rule RPCs are defined here.
 */
export interface EntitiesManagerClient extends grpc.Client {
  /**
   * Adds a rule (an exact phone number or a regex) to a caller ID watchlist.
   */
  AddCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  AddCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Adds a rule (an exact phone number or a regex) to a caller ID watchlist.
   */
  addCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  addCallerIdRuleToWatchlist(argument: _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes a rule from a caller ID watchlist.
   */
  DeleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  DeleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes a rule from a caller ID watchlist.
   */
  deleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  deleteCallerIdRuleFromWatchlist(argument: _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Returns the rules of a watchlist as CSV.
   */
  ExportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ExportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ExportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ExportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Returns the rules of a watchlist as CSV.
   */
  exportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  exportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  exportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  exportCallerIdRulesFromWatchlist(argument: _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Loads rules from CSV into a watchlist, merging with or replacing the existing rules.
   */
  ImportCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ImportCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ImportCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  ImportCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Loads rules from CSV into a watchlist, merging with or replacing the existing rules.
   */
  importCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  importCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  importCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  importCallerIdRulesToWatchlist(argument: _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists the rules of a caller ID watchlist, a page at a time.
   */
  ListWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  ListWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists the rules of a caller ID watchlist, a page at a time.
   */
  listWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  listWatchlistCallerIdRules(argument: _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Checks whether a regex rule would match a given phone number, without storing anything.
   */
  TestCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  TestCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  TestCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  TestCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Checks whether a regex rule would match a given phone number, without storing anything.
   */
  testCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  testCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  testCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  testCallerIdRule(argument: _nuance_biosec_v1_entities_TestCallerIdRuleRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes a rule of a caller ID watchlist.
   */
  UpdateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  UpdateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes a rule of a caller ID watchlist.
   */
  updateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  updateCallerIdRuleInWatchlist(argument: _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, callback: grpc.requestCallback<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Manages entities; only the caller ID watchlist rule RPCs are defined here.
 */
export interface EntitiesManagerHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Adds a rule (an exact phone number or a regex) to a caller ID watchlist.
   */
  AddCallerIdRuleToWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse>;
  
  /**
   * Removes a rule from a caller ID watchlist.
   */
  DeleteCallerIdRuleFromWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse>;
  
  /**
   * Returns the rules of a watchlist as CSV.
   */
  ExportCallerIdRulesFromWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse>;
  
  /**
   * Loads rules from CSV into a watchlist, merging with or replacing the existing rules.
   */
  ImportCallerIdRulesToWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse>;
  
  /**
   * Lists the rules of a caller ID watchlist, a page at a time.
   */
  ListWatchlistCallerIdRules: grpc.handleUnaryCall<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse>;
  
  /**
   * Checks whether a regex rule would match a given phone number, without storing anything.
   */
  TestCallerIdRule: grpc.handleUnaryCall<_nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output, _nuance_biosec_v1_entities_TestCallerIdRuleResponse>;
  
  /**
   * Changes a rule of a caller ID watchlist.
   */
  UpdateCallerIdRuleInWatchlist: grpc.handleUnaryCall<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse>;
  
}

export interface EntitiesManagerDefinition extends grpc.ServiceDefinition {
  AddCallerIdRuleToWatchlist: MethodDefinition<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>
  DeleteCallerIdRuleFromWatchlist: MethodDefinition<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>
  ExportCallerIdRulesFromWatchlist: MethodDefinition<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>
  ImportCallerIdRulesToWatchlist: MethodDefinition<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>
  ListWatchlistCallerIdRules: MethodDefinition<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>
  TestCallerIdRule: MethodDefinition<_nuance_biosec_v1_entities_TestCallerIdRuleRequest, _nuance_biosec_v1_entities_TestCallerIdRuleResponse, _nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output, _nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>
  UpdateCallerIdRuleInWatchlist: MethodDefinition<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>
}

import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from './google/protobuf/BoolValue';
import type { BytesValue as _google_protobuf_BytesValue, BytesValue__Output as _google_protobuf_BytesValue__Output } from './google/protobuf/BytesValue';
import type { DoubleValue as _google_protobuf_DoubleValue, DoubleValue__Output as _google_protobuf_DoubleValue__Output } from './google/protobuf/DoubleValue';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from './google/protobuf/Duration';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from './google/protobuf/FieldMask';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from './google/protobuf/FloatValue';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from './google/protobuf/Int32Value';
import type { Int64Value as _google_protobuf_Int64Value, Int64Value__Output as _google_protobuf_Int64Value__Output } from './google/protobuf/Int64Value';
import type { StringValue as _google_protobuf_StringValue, StringValue__Output as _google_protobuf_StringValue__Output } from './google/protobuf/StringValue';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp';
import type { UInt32Value as _google_protobuf_UInt32Value, UInt32Value__Output as _google_protobuf_UInt32Value__Output } from './google/protobuf/UInt32Value';
import type { UInt64Value as _google_protobuf_UInt64Value, UInt64Value__Output as _google_protobuf_UInt64Value__Output } from './google/protobuf/UInt64Value';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from './nuance/biosec/v1/AudioChannelSelector';
import type { AudioDetails as _nuance_biosec_v1_AudioDetails, AudioDetails__Output as _nuance_biosec_v1_AudioDetails__Output } from './nuance/biosec/v1/AudioDetails';
import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from './nuance/biosec/v1/Context';
import type { RiskEngineResult as _nuance_biosec_v1_RiskEngineResult, RiskEngineResult__Output as _nuance_biosec_v1_RiskEngineResult__Output } from './nuance/biosec/v1/RiskEngineResult';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from './nuance/biosec/v1/UniqueId';
import type { AddCallerIdRuleToWatchlistRequest as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, AddCallerIdRuleToWatchlistRequest__Output as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output } from './nuance/biosec/v1/entities/AddCallerIdRuleToWatchlistRequest';
import type { AddCallerIdRuleToWatchlistResponse as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse, AddCallerIdRuleToWatchlistResponse__Output as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output } from './nuance/biosec/v1/entities/AddCallerIdRuleToWatchlistResponse';
import type { CallerIdWatchlistDetailsForCreate as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate, CallerIdWatchlistDetailsForCreate__Output as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate__Output } from './nuance/biosec/v1/entities/CallerIdWatchlistDetailsForCreate';
import type { CallerIdWatchlistDetailsForRead as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead, CallerIdWatchlistDetailsForRead__Output as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead__Output } from './nuance/biosec/v1/entities/CallerIdWatchlistDetailsForRead';
import type { CallerIdWatchlistDetailsForUpdate as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForUpdate, CallerIdWatchlistDetailsForUpdate__Output as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForUpdate__Output } from './nuance/biosec/v1/entities/CallerIdWatchlistDetailsForUpdate';
import type { DeleteCallerIdRuleFromWatchlistRequest as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, DeleteCallerIdRuleFromWatchlistRequest__Output as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output } from './nuance/biosec/v1/entities/DeleteCallerIdRuleFromWatchlistRequest';
import type { DeleteCallerIdRuleFromWatchlistResponse as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse, DeleteCallerIdRuleFromWatchlistResponse__Output as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output } from './nuance/biosec/v1/entities/DeleteCallerIdRuleFromWatchlistResponse';
import type { ExportCallerIdRulesFromWatchlistRequest as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, ExportCallerIdRulesFromWatchlistRequest__Output as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output } from './nuance/biosec/v1/entities/ExportCallerIdRulesFromWatchlistRequest';
import type { ExportCallerIdRulesFromWatchlistResponse as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse, ExportCallerIdRulesFromWatchlistResponse__Output as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output } from './nuance/biosec/v1/entities/ExportCallerIdRulesFromWatchlistResponse';
import type { FailedCallerIdRule as _nuance_biosec_v1_entities_FailedCallerIdRule, FailedCallerIdRule__Output as _nuance_biosec_v1_entities_FailedCallerIdRule__Output } from './nuance/biosec/v1/entities/FailedCallerIdRule';
import type { ImportCallerIdRulesToWatchlistRequest as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, ImportCallerIdRulesToWatchlistRequest__Output as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output } from './nuance/biosec/v1/entities/ImportCallerIdRulesToWatchlistRequest';
import type { ImportCallerIdRulesToWatchlistResponse as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse, ImportCallerIdRulesToWatchlistResponse__Output as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output } from './nuance/biosec/v1/entities/ImportCallerIdRulesToWatchlistResponse';
import type { ListCallerIdRulesFilters as _nuance_biosec_v1_entities_ListCallerIdRulesFilters, ListCallerIdRulesFilters__Output as _nuance_biosec_v1_entities_ListCallerIdRulesFilters__Output } from './nuance/biosec/v1/entities/ListCallerIdRulesFilters';
import type { ListWatchlistCallerIdRulesRequest as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, ListWatchlistCallerIdRulesRequest__Output as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output } from './nuance/biosec/v1/entities/ListWatchlistCallerIdRulesRequest';
import type { ListWatchlistCallerIdRulesResponse as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse, ListWatchlistCallerIdRulesResponse__Output as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output } from './nuance/biosec/v1/entities/ListWatchlistCallerIdRulesResponse';
import type { TestCallerIdRuleRequest as _nuance_biosec_v1_entities_TestCallerIdRuleRequest, TestCallerIdRuleRequest__Output as _nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output } from './nuance/biosec/v1/entities/TestCallerIdRuleRequest';
import type { TestCallerIdRuleResponse as _nuance_biosec_v1_entities_TestCallerIdRuleResponse, TestCallerIdRuleResponse__Output as _nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output } from './nuance/biosec/v1/entities/TestCallerIdRuleResponse';
import type { UpdateCallerIdRuleInWatchlistRequest as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, UpdateCallerIdRuleInWatchlistRequest__Output as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output } from './nuance/biosec/v1/entities/UpdateCallerIdRuleInWatchlistRequest';
import type { UpdateCallerIdRuleInWatchlistResponse as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse, UpdateCallerIdRuleInWatchlistResponse__Output as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output } from './nuance/biosec/v1/entities/UpdateCallerIdRuleInWatchlistResponse';
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from './nuance/rpc/DiagnosticDetail';
import type { FieldViolation as _nuance_rpc_FieldViolation, FieldViolation__Output as _nuance_rpc_FieldViolation__Output } from './nuance/rpc/FieldViolation';
import type { HelpInfo as _nuance_rpc_HelpInfo, HelpInfo__Output as _nuance_rpc_HelpInfo__Output } from './nuance/rpc/HelpInfo';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from './nuance/rpc/LocalizedMessage';
import type { RequestInfo as _nuance_rpc_RequestInfo, RequestInfo__Output as _nuance_rpc_RequestInfo__Output } from './nuance/rpc/RequestInfo';
import type { RetryInfo as _nuance_rpc_RetryInfo, RetryInfo__Output as _nuance_rpc_RetryInfo__Output } from './nuance/rpc/RetryInfo';
import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from './nuance/rpc/Status';
import type { StatusDetail as _nuance_rpc_StatusDetail, StatusDetail__Output as _nuance_rpc_StatusDetail__Output } from './nuance/rpc/StatusDetail';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      BoolValue: MessageTypeDefinition<_google_protobuf_BoolValue, _google_protobuf_BoolValue__Output>
      BytesValue: MessageTypeDefinition<_google_protobuf_BytesValue, _google_protobuf_BytesValue__Output>
      DoubleValue: MessageTypeDefinition<_google_protobuf_DoubleValue, _google_protobuf_DoubleValue__Output>
      Duration: MessageTypeDefinition<_google_protobuf_Duration, _google_protobuf_Duration__Output>
      FieldMask: MessageTypeDefinition<_google_protobuf_FieldMask, _google_protobuf_FieldMask__Output>
      FloatValue: MessageTypeDefinition<_google_protobuf_FloatValue, _google_protobuf_FloatValue__Output>
      Int32Value: MessageTypeDefinition<_google_protobuf_Int32Value, _google_protobuf_Int32Value__Output>
      Int64Value: MessageTypeDefinition<_google_protobuf_Int64Value, _google_protobuf_Int64Value__Output>
      StringValue: MessageTypeDefinition<_google_protobuf_StringValue, _google_protobuf_StringValue__Output>
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
      UInt32Value: MessageTypeDefinition<_google_protobuf_UInt32Value, _google_protobuf_UInt32Value__Output>
      UInt64Value: MessageTypeDefinition<_google_protobuf_UInt64Value, _google_protobuf_UInt64Value__Output>
    }
  }
  nuance: {
    biosec: {
      v1: {
        AudioChannelSelector: MessageTypeDefinition<_nuance_biosec_v1_AudioChannelSelector, _nuance_biosec_v1_AudioChannelSelector__Output>
        AudioDetails: MessageTypeDefinition<_nuance_biosec_v1_AudioDetails, _nuance_biosec_v1_AudioDetails__Output>
        CallType: EnumTypeDefinition
        CallerIdRiskLevel: EnumTypeDefinition
        Context: MessageTypeDefinition<_nuance_biosec_v1_Context, _nuance_biosec_v1_Context__Output>
        Decision: EnumTypeDefinition
        EngagementVerdict: EnumTypeDefinition
        Gender: EnumTypeDefinition
        LockReason: EnumTypeDefinition
        LockStatus: EnumTypeDefinition
        OwnerType: EnumTypeDefinition
        PrintType: EnumTypeDefinition
        RiskEngineResult: MessageTypeDefinition<_nuance_biosec_v1_RiskEngineResult, _nuance_biosec_v1_RiskEngineResult__Output>
        SessionIntent: EnumTypeDefinition
        SessionType: EnumTypeDefinition
        UniqueId: MessageTypeDefinition<_nuance_biosec_v1_UniqueId, _nuance_biosec_v1_UniqueId__Output>
        entities: {
          AddCallerIdRuleToWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output>
          AddCallerIdRuleToWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>
          CallerIdDataEncoding: EnumTypeDefinition
          CallerIdWatchlistDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate, _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate__Output>
          CallerIdWatchlistDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead, _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead__Output>
          CallerIdWatchlistDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForUpdate, _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForUpdate__Output>
          ConsentStatus: EnumTypeDefinition
          DeleteCallerIdRuleFromWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output>
          DeleteCallerIdRuleFromWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>
          ExportCallerIdRulesFromWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output>
          ExportCallerIdRulesFromWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>
          FailedCallerIdRule: MessageTypeDefinition<_nuance_biosec_v1_entities_FailedCallerIdRule, _nuance_biosec_v1_entities_FailedCallerIdRule__Output>
          ImportCallerIdRulesToWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output>
          ImportCallerIdRulesToWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>
          ListCallerIdRulesFilters: MessageTypeDefinition<_nuance_biosec_v1_entities_ListCallerIdRulesFilters, _nuance_biosec_v1_entities_ListCallerIdRulesFilters__Output>
          ListWatchlistCallerIdRulesRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output>
          ListWatchlistCallerIdRulesResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>
          TestCallerIdRuleRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_TestCallerIdRuleRequest, _nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output>
          TestCallerIdRuleResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_TestCallerIdRuleResponse, _nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>
          UpdateCallerIdRuleInWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output>
          UpdateCallerIdRuleInWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>
          UploadType: EnumTypeDefinition
        }
      }
    }
    rpc: {
      DiagnosticDetail: MessageTypeDefinition<_nuance_rpc_DiagnosticDetail, _nuance_rpc_DiagnosticDetail__Output>
      FieldViolation: MessageTypeDefinition<_nuance_rpc_FieldViolation, _nuance_rpc_FieldViolation__Output>
      HelpInfo: MessageTypeDefinition<_nuance_rpc_HelpInfo, _nuance_rpc_HelpInfo__Output>
      LocalizedMessage: MessageTypeDefinition<_nuance_rpc_LocalizedMessage, _nuance_rpc_LocalizedMessage__Output>
      RequestInfo: MessageTypeDefinition<_nuance_rpc_RequestInfo, _nuance_rpc_RequestInfo__Output>
      RetryInfo: MessageTypeDefinition<_nuance_rpc_RetryInfo, _nuance_rpc_RetryInfo__Output>
      Status: MessageTypeDefinition<_nuance_rpc_Status, _nuance_rpc_Status__Output>
      StatusCode: EnumTypeDefinition
      StatusDetail: MessageTypeDefinition<_nuance_rpc_StatusDetail, _nuance_rpc_StatusDetail__Output>
    }
  }
}


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
import type { CreateFraudsterRequest as _nuance_biosec_v1_entities_CreateFraudsterRequest, CreateFraudsterRequest__Output as _nuance_biosec_v1_entities_CreateFraudsterRequest__Output } from './nuance/biosec/v1/entities/CreateFraudsterRequest';
import type { CreateFraudsterResponse as _nuance_biosec_v1_entities_CreateFraudsterResponse, CreateFraudsterResponse__Output as _nuance_biosec_v1_entities_CreateFraudsterResponse__Output } from './nuance/biosec/v1/entities/CreateFraudsterResponse';
import type { DeleteFraudsterRequest as _nuance_biosec_v1_entities_DeleteFraudsterRequest, DeleteFraudsterRequest__Output as _nuance_biosec_v1_entities_DeleteFraudsterRequest__Output } from './nuance/biosec/v1/entities/DeleteFraudsterRequest';
import type { DeleteFraudsterResponse as _nuance_biosec_v1_entities_DeleteFraudsterResponse, DeleteFraudsterResponse__Output as _nuance_biosec_v1_entities_DeleteFraudsterResponse__Output } from './nuance/biosec/v1/entities/DeleteFraudsterResponse';
import type { FraudsterDetailsForCreate as _nuance_biosec_v1_entities_FraudsterDetailsForCreate, FraudsterDetailsForCreate__Output as _nuance_biosec_v1_entities_FraudsterDetailsForCreate__Output } from './nuance/biosec/v1/entities/FraudsterDetailsForCreate';
import type { FraudsterDetailsForRead as _nuance_biosec_v1_entities_FraudsterDetailsForRead, FraudsterDetailsForRead__Output as _nuance_biosec_v1_entities_FraudsterDetailsForRead__Output } from './nuance/biosec/v1/entities/FraudsterDetailsForRead';
import type { FraudsterDetailsForUpdate as _nuance_biosec_v1_entities_FraudsterDetailsForUpdate, FraudsterDetailsForUpdate__Output as _nuance_biosec_v1_entities_FraudsterDetailsForUpdate__Output } from './nuance/biosec/v1/entities/FraudsterDetailsForUpdate';
import type { GetFraudsterDetailsRequest as _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, GetFraudsterDetailsRequest__Output as _nuance_biosec_v1_entities_GetFraudsterDetailsRequest__Output } from './nuance/biosec/v1/entities/GetFraudsterDetailsRequest';
import type { GetFraudsterDetailsResponse as _nuance_biosec_v1_entities_GetFraudsterDetailsResponse, GetFraudsterDetailsResponse__Output as _nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output } from './nuance/biosec/v1/entities/GetFraudsterDetailsResponse';
import type { GetGkFraudsterIdRequest as _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, GetGkFraudsterIdRequest__Output as _nuance_biosec_v1_entities_GetGkFraudsterIdRequest__Output } from './nuance/biosec/v1/entities/GetGkFraudsterIdRequest';
import type { GetGkFraudsterIdResponse as _nuance_biosec_v1_entities_GetGkFraudsterIdResponse, GetGkFraudsterIdResponse__Output as _nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output } from './nuance/biosec/v1/entities/GetGkFraudsterIdResponse';
import type { ListFraudsterProfilesFilter as _nuance_biosec_v1_entities_ListFraudsterProfilesFilter, ListFraudsterProfilesFilter__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesFilter__Output } from './nuance/biosec/v1/entities/ListFraudsterProfilesFilter';
import type { ListFraudsterProfilesRequest as _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, ListFraudsterProfilesRequest__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesRequest__Output } from './nuance/biosec/v1/entities/ListFraudsterProfilesRequest';
import type { ListFraudsterProfilesResponse as _nuance_biosec_v1_entities_ListFraudsterProfilesResponse, ListFraudsterProfilesResponse__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output } from './nuance/biosec/v1/entities/ListFraudsterProfilesResponse';
import type { RenameFraudsterRequest as _nuance_biosec_v1_entities_RenameFraudsterRequest, RenameFraudsterRequest__Output as _nuance_biosec_v1_entities_RenameFraudsterRequest__Output } from './nuance/biosec/v1/entities/RenameFraudsterRequest';
import type { RenameFraudsterResponse as _nuance_biosec_v1_entities_RenameFraudsterResponse, RenameFraudsterResponse__Output as _nuance_biosec_v1_entities_RenameFraudsterResponse__Output } from './nuance/biosec/v1/entities/RenameFraudsterResponse';
import type { UpdateFraudsterRequest as _nuance_biosec_v1_entities_UpdateFraudsterRequest, UpdateFraudsterRequest__Output as _nuance_biosec_v1_entities_UpdateFraudsterRequest__Output } from './nuance/biosec/v1/entities/UpdateFraudsterRequest';
import type { UpdateFraudsterResponse as _nuance_biosec_v1_entities_UpdateFraudsterResponse, UpdateFraudsterResponse__Output as _nuance_biosec_v1_entities_UpdateFraudsterResponse__Output } from './nuance/biosec/v1/entities/UpdateFraudsterResponse';
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
          CreateFraudsterRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateFraudsterRequest, _nuance_biosec_v1_entities_CreateFraudsterRequest__Output>
          CreateFraudsterResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateFraudsterResponse, _nuance_biosec_v1_entities_CreateFraudsterResponse__Output>
          DeleteFraudsterRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteFraudsterRequest, _nuance_biosec_v1_entities_DeleteFraudsterRequest__Output>
          DeleteFraudsterResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteFraudsterResponse, _nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>
          FraudsterDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_FraudsterDetailsForCreate, _nuance_biosec_v1_entities_FraudsterDetailsForCreate__Output>
          FraudsterDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_FraudsterDetailsForRead, _nuance_biosec_v1_entities_FraudsterDetailsForRead__Output>
          FraudsterDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_FraudsterDetailsForUpdate, _nuance_biosec_v1_entities_FraudsterDetailsForUpdate__Output>
          GetFraudsterDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetFraudsterDetailsRequest, _nuance_biosec_v1_entities_GetFraudsterDetailsRequest__Output>
          GetFraudsterDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse, _nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>
          GetGkFraudsterIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkFraudsterIdRequest, _nuance_biosec_v1_entities_GetGkFraudsterIdRequest__Output>
          GetGkFraudsterIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse, _nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>
          ListFraudsterProfilesFilter: MessageTypeDefinition<_nuance_biosec_v1_entities_ListFraudsterProfilesFilter, _nuance_biosec_v1_entities_ListFraudsterProfilesFilter__Output>
          ListFraudsterProfilesRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListFraudsterProfilesRequest, _nuance_biosec_v1_entities_ListFraudsterProfilesRequest__Output>
          ListFraudsterProfilesResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse, _nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>
          RenameFraudsterRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameFraudsterRequest, _nuance_biosec_v1_entities_RenameFraudsterRequest__Output>
          RenameFraudsterResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameFraudsterResponse, _nuance_biosec_v1_entities_RenameFraudsterResponse__Output>
          UpdateFraudsterRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateFraudsterRequest, _nuance_biosec_v1_entities_UpdateFraudsterRequest__Output>
          UpdateFraudsterResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateFraudsterResponse, _nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>
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


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
import type { AddFraudsterToWatchlistRequest as _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, AddFraudsterToWatchlistRequest__Output as _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output } from './nuance/biosec/v1/entities/AddFraudsterToWatchlistRequest';
import type { AddFraudsterToWatchlistResponse as _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse, AddFraudsterToWatchlistResponse__Output as _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output } from './nuance/biosec/v1/entities/AddFraudsterToWatchlistResponse';
import type { CreateWatchlistRequest as _nuance_biosec_v1_entities_CreateWatchlistRequest, CreateWatchlistRequest__Output as _nuance_biosec_v1_entities_CreateWatchlistRequest__Output } from './nuance/biosec/v1/entities/CreateWatchlistRequest';
import type { CreateWatchlistResponse as _nuance_biosec_v1_entities_CreateWatchlistResponse, CreateWatchlistResponse__Output as _nuance_biosec_v1_entities_CreateWatchlistResponse__Output } from './nuance/biosec/v1/entities/CreateWatchlistResponse';
import type { DeleteWatchlistRequest as _nuance_biosec_v1_entities_DeleteWatchlistRequest, DeleteWatchlistRequest__Output as _nuance_biosec_v1_entities_DeleteWatchlistRequest__Output } from './nuance/biosec/v1/entities/DeleteWatchlistRequest';
import type { DeleteWatchlistResponse as _nuance_biosec_v1_entities_DeleteWatchlistResponse, DeleteWatchlistResponse__Output as _nuance_biosec_v1_entities_DeleteWatchlistResponse__Output } from './nuance/biosec/v1/entities/DeleteWatchlistResponse';
import type { GetGkWatchlistIdRequest as _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, GetGkWatchlistIdRequest__Output as _nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output } from './nuance/biosec/v1/entities/GetGkWatchlistIdRequest';
import type { GetGkWatchlistIdResponse as _nuance_biosec_v1_entities_GetGkWatchlistIdResponse, GetGkWatchlistIdResponse__Output as _nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output } from './nuance/biosec/v1/entities/GetGkWatchlistIdResponse';
import type { GetWatchlistDetailsRequest as _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, GetWatchlistDetailsRequest__Output as _nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output } from './nuance/biosec/v1/entities/GetWatchlistDetailsRequest';
import type { GetWatchlistDetailsResponse as _nuance_biosec_v1_entities_GetWatchlistDetailsResponse, GetWatchlistDetailsResponse__Output as _nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output } from './nuance/biosec/v1/entities/GetWatchlistDetailsResponse';
import type { IsFraudsterInWatchlistRequest as _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, IsFraudsterInWatchlistRequest__Output as _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output } from './nuance/biosec/v1/entities/IsFraudsterInWatchlistRequest';
import type { IsFraudsterInWatchlistResponse as _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse, IsFraudsterInWatchlistResponse__Output as _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output } from './nuance/biosec/v1/entities/IsFraudsterInWatchlistResponse';
import type { ListWatchlistFraudstersRequest as _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, ListWatchlistFraudstersRequest__Output as _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output } from './nuance/biosec/v1/entities/ListWatchlistFraudstersRequest';
import type { ListWatchlistFraudstersResponse as _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse, ListWatchlistFraudstersResponse__Output as _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output } from './nuance/biosec/v1/entities/ListWatchlistFraudstersResponse';
import type { RemoveFraudstersFromWatchlistRequest as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, RemoveFraudstersFromWatchlistRequest__Output as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output } from './nuance/biosec/v1/entities/RemoveFraudstersFromWatchlistRequest';
import type { RemoveFraudstersFromWatchlistResponse as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse, RemoveFraudstersFromWatchlistResponse__Output as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output } from './nuance/biosec/v1/entities/RemoveFraudstersFromWatchlistResponse';
import type { RenameWatchlistRequest as _nuance_biosec_v1_entities_RenameWatchlistRequest, RenameWatchlistRequest__Output as _nuance_biosec_v1_entities_RenameWatchlistRequest__Output } from './nuance/biosec/v1/entities/RenameWatchlistRequest';
import type { RenameWatchlistResponse as _nuance_biosec_v1_entities_RenameWatchlistResponse, RenameWatchlistResponse__Output as _nuance_biosec_v1_entities_RenameWatchlistResponse__Output } from './nuance/biosec/v1/entities/RenameWatchlistResponse';
import type { UpdateWatchlistRequest as _nuance_biosec_v1_entities_UpdateWatchlistRequest, UpdateWatchlistRequest__Output as _nuance_biosec_v1_entities_UpdateWatchlistRequest__Output } from './nuance/biosec/v1/entities/UpdateWatchlistRequest';
import type { UpdateWatchlistResponse as _nuance_biosec_v1_entities_UpdateWatchlistResponse, UpdateWatchlistResponse__Output as _nuance_biosec_v1_entities_UpdateWatchlistResponse__Output } from './nuance/biosec/v1/entities/UpdateWatchlistResponse';
import type { WatchlistDetailsForCreate as _nuance_biosec_v1_entities_WatchlistDetailsForCreate, WatchlistDetailsForCreate__Output as _nuance_biosec_v1_entities_WatchlistDetailsForCreate__Output } from './nuance/biosec/v1/entities/WatchlistDetailsForCreate';
import type { WatchlistDetailsForRead as _nuance_biosec_v1_entities_WatchlistDetailsForRead, WatchlistDetailsForRead__Output as _nuance_biosec_v1_entities_WatchlistDetailsForRead__Output } from './nuance/biosec/v1/entities/WatchlistDetailsForRead';
import type { WatchlistDetailsForUpdate as _nuance_biosec_v1_entities_WatchlistDetailsForUpdate, WatchlistDetailsForUpdate__Output as _nuance_biosec_v1_entities_WatchlistDetailsForUpdate__Output } from './nuance/biosec/v1/entities/WatchlistDetailsForUpdate';
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
          AddFraudsterToWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output>
          AddFraudsterToWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse, _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>
          CreateWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateWatchlistRequest, _nuance_biosec_v1_entities_CreateWatchlistRequest__Output>
          CreateWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateWatchlistResponse, _nuance_biosec_v1_entities_CreateWatchlistResponse__Output>
          DeleteWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteWatchlistRequest, _nuance_biosec_v1_entities_DeleteWatchlistRequest__Output>
          DeleteWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteWatchlistResponse, _nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>
          GetGkWatchlistIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkWatchlistIdRequest, _nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output>
          GetGkWatchlistIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse, _nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>
          GetWatchlistDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetWatchlistDetailsRequest, _nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output>
          GetWatchlistDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse, _nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>
          IsFraudsterInWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output>
          IsFraudsterInWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse, _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>
          ListWatchlistFraudstersRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output>
          ListWatchlistFraudstersResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse, _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>
          RemoveFraudstersFromWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output>
          RemoveFraudstersFromWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>
          RenameWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameWatchlistRequest, _nuance_biosec_v1_entities_RenameWatchlistRequest__Output>
          RenameWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameWatchlistResponse, _nuance_biosec_v1_entities_RenameWatchlistResponse__Output>
          UpdateWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateWatchlistRequest, _nuance_biosec_v1_entities_UpdateWatchlistRequest__Output>
          UpdateWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateWatchlistResponse, _nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>
          WatchlistDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_WatchlistDetailsForCreate, _nuance_biosec_v1_entities_WatchlistDetailsForCreate__Output>
          WatchlistDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_WatchlistDetailsForRead, _nuance_biosec_v1_entities_WatchlistDetailsForRead__Output>
          WatchlistDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_WatchlistDetailsForUpdate, _nuance_biosec_v1_entities_WatchlistDetailsForUpdate__Output>
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


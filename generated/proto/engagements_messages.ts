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
import type { CorrelatedEngagementDetails as _nuance_biosec_v1_sessions_CorrelatedEngagementDetails, CorrelatedEngagementDetails__Output as _nuance_biosec_v1_sessions_CorrelatedEngagementDetails__Output } from './nuance/biosec/v1/sessions/CorrelatedEngagementDetails';
import type { EngagementDetailsForCreate as _nuance_biosec_v1_sessions_EngagementDetailsForCreate, EngagementDetailsForCreate__Output as _nuance_biosec_v1_sessions_EngagementDetailsForCreate__Output } from './nuance/biosec/v1/sessions/EngagementDetailsForCreate';
import type { EngagementDetailsForRead as _nuance_biosec_v1_sessions_EngagementDetailsForRead, EngagementDetailsForRead__Output as _nuance_biosec_v1_sessions_EngagementDetailsForRead__Output } from './nuance/biosec/v1/sessions/EngagementDetailsForRead';
import type { EngagementDetailsForUpdate as _nuance_biosec_v1_sessions_EngagementDetailsForUpdate, EngagementDetailsForUpdate__Output as _nuance_biosec_v1_sessions_EngagementDetailsForUpdate__Output } from './nuance/biosec/v1/sessions/EngagementDetailsForUpdate';
import type { EngagementRiskInfo as _nuance_biosec_v1_sessions_EngagementRiskInfo, EngagementRiskInfo__Output as _nuance_biosec_v1_sessions_EngagementRiskInfo__Output } from './nuance/biosec/v1/sessions/EngagementRiskInfo';
import type { EngagementVerdictInfo as _nuance_biosec_v1_sessions_EngagementVerdictInfo, EngagementVerdictInfo__Output as _nuance_biosec_v1_sessions_EngagementVerdictInfo__Output } from './nuance/biosec/v1/sessions/EngagementVerdictInfo';
import type { GetEngagementDetailsRequest as _nuance_biosec_v1_sessions_GetEngagementDetailsRequest, GetEngagementDetailsRequest__Output as _nuance_biosec_v1_sessions_GetEngagementDetailsRequest__Output } from './nuance/biosec/v1/sessions/GetEngagementDetailsRequest';
import type { GetEngagementDetailsResponse as _nuance_biosec_v1_sessions_GetEngagementDetailsResponse, GetEngagementDetailsResponse__Output as _nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output } from './nuance/biosec/v1/sessions/GetEngagementDetailsResponse';
import type { GetGkEngagementIdRequest as _nuance_biosec_v1_sessions_GetGkEngagementIdRequest, GetGkEngagementIdRequest__Output as _nuance_biosec_v1_sessions_GetGkEngagementIdRequest__Output } from './nuance/biosec/v1/sessions/GetGkEngagementIdRequest';
import type { GetGkEngagementIdResponse as _nuance_biosec_v1_sessions_GetGkEngagementIdResponse, GetGkEngagementIdResponse__Output as _nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output } from './nuance/biosec/v1/sessions/GetGkEngagementIdResponse';
import type { ListCorrelatedEngagementsRequest as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, ListCorrelatedEngagementsRequest__Output as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest__Output } from './nuance/biosec/v1/sessions/ListCorrelatedEngagementsRequest';
import type { ListCorrelatedEngagementsResponse as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse, ListCorrelatedEngagementsResponse__Output as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output } from './nuance/biosec/v1/sessions/ListCorrelatedEngagementsResponse';
import type { SetEngagementVerdictRequest as _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, SetEngagementVerdictRequest__Output as _nuance_biosec_v1_sessions_SetEngagementVerdictRequest__Output } from './nuance/biosec/v1/sessions/SetEngagementVerdictRequest';
import type { SetEngagementVerdictResponse as _nuance_biosec_v1_sessions_SetEngagementVerdictResponse, SetEngagementVerdictResponse__Output as _nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output } from './nuance/biosec/v1/sessions/SetEngagementVerdictResponse';
import type { StartEngagementRequest as _nuance_biosec_v1_sessions_StartEngagementRequest, StartEngagementRequest__Output as _nuance_biosec_v1_sessions_StartEngagementRequest__Output } from './nuance/biosec/v1/sessions/StartEngagementRequest';
import type { StartEngagementResponse as _nuance_biosec_v1_sessions_StartEngagementResponse, StartEngagementResponse__Output as _nuance_biosec_v1_sessions_StartEngagementResponse__Output } from './nuance/biosec/v1/sessions/StartEngagementResponse';
import type { StopEngagementRequest as _nuance_biosec_v1_sessions_StopEngagementRequest, StopEngagementRequest__Output as _nuance_biosec_v1_sessions_StopEngagementRequest__Output } from './nuance/biosec/v1/sessions/StopEngagementRequest';
import type { StopEngagementResponse as _nuance_biosec_v1_sessions_StopEngagementResponse, StopEngagementResponse__Output as _nuance_biosec_v1_sessions_StopEngagementResponse__Output } from './nuance/biosec/v1/sessions/StopEngagementResponse';
import type { UpdateEngagementRequest as _nuance_biosec_v1_sessions_UpdateEngagementRequest, UpdateEngagementRequest__Output as _nuance_biosec_v1_sessions_UpdateEngagementRequest__Output } from './nuance/biosec/v1/sessions/UpdateEngagementRequest';
import type { UpdateEngagementResponse as _nuance_biosec_v1_sessions_UpdateEngagementResponse, UpdateEngagementResponse__Output as _nuance_biosec_v1_sessions_UpdateEngagementResponse__Output } from './nuance/biosec/v1/sessions/UpdateEngagementResponse';
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
        sessions: {
          CorrelatedEngagementDetails: MessageTypeDefinition<_nuance_biosec_v1_sessions_CorrelatedEngagementDetails, _nuance_biosec_v1_sessions_CorrelatedEngagementDetails__Output>
          DecisionReason: EnumTypeDefinition
          EngagementDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_sessions_EngagementDetailsForCreate, _nuance_biosec_v1_sessions_EngagementDetailsForCreate__Output>
          EngagementDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_sessions_EngagementDetailsForRead, _nuance_biosec_v1_sessions_EngagementDetailsForRead__Output>
          EngagementDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_sessions_EngagementDetailsForUpdate, _nuance_biosec_v1_sessions_EngagementDetailsForUpdate__Output>
          EngagementRiskInfo: MessageTypeDefinition<_nuance_biosec_v1_sessions_EngagementRiskInfo, _nuance_biosec_v1_sessions_EngagementRiskInfo__Output>
          EngagementVerdictInfo: MessageTypeDefinition<_nuance_biosec_v1_sessions_EngagementVerdictInfo, _nuance_biosec_v1_sessions_EngagementVerdictInfo__Output>
          GetEngagementDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetEngagementDetailsRequest, _nuance_biosec_v1_sessions_GetEngagementDetailsRequest__Output>
          GetEngagementDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetEngagementDetailsResponse, _nuance_biosec_v1_sessions_GetEngagementDetailsResponse__Output>
          GetGkEngagementIdRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetGkEngagementIdRequest, _nuance_biosec_v1_sessions_GetGkEngagementIdRequest__Output>
          GetGkEngagementIdResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetGkEngagementIdResponse, _nuance_biosec_v1_sessions_GetGkEngagementIdResponse__Output>
          ListCorrelatedEngagementsRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest__Output>
          ListCorrelatedEngagementsResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse, _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>
          SetEngagementVerdictRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_SetEngagementVerdictRequest, _nuance_biosec_v1_sessions_SetEngagementVerdictRequest__Output>
          SetEngagementVerdictResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse, _nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>
          StartEngagementRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_StartEngagementRequest, _nuance_biosec_v1_sessions_StartEngagementRequest__Output>
          StartEngagementResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_StartEngagementResponse, _nuance_biosec_v1_sessions_StartEngagementResponse__Output>
          StopEngagementRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_StopEngagementRequest, _nuance_biosec_v1_sessions_StopEngagementRequest__Output>
          StopEngagementResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_StopEngagementResponse, _nuance_biosec_v1_sessions_StopEngagementResponse__Output>
          UpdateEngagementRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_UpdateEngagementRequest, _nuance_biosec_v1_sessions_UpdateEngagementRequest__Output>
          UpdateEngagementResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_UpdateEngagementResponse, _nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>
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


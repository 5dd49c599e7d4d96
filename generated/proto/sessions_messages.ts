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
import type { GetSessionDecisionRequest as _nuance_biosec_v1_sessions_GetSessionDecisionRequest, GetSessionDecisionRequest__Output as _nuance_biosec_v1_sessions_GetSessionDecisionRequest__Output } from './nuance/biosec/v1/sessions/GetSessionDecisionRequest';
import type { GetSessionDecisionResponse as _nuance_biosec_v1_sessions_GetSessionDecisionResponse, GetSessionDecisionResponse__Output as _nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output } from './nuance/biosec/v1/sessions/GetSessionDecisionResponse';
import type { GetSessionDetailsRequest as _nuance_biosec_v1_sessions_GetSessionDetailsRequest, GetSessionDetailsRequest__Output as _nuance_biosec_v1_sessions_GetSessionDetailsRequest__Output } from './nuance/biosec/v1/sessions/GetSessionDetailsRequest';
import type { GetSessionDetailsResponse as _nuance_biosec_v1_sessions_GetSessionDetailsResponse, GetSessionDetailsResponse__Output as _nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output } from './nuance/biosec/v1/sessions/GetSessionDetailsResponse';
import type { SessionDetailsForCreate as _nuance_biosec_v1_sessions_SessionDetailsForCreate, SessionDetailsForCreate__Output as _nuance_biosec_v1_sessions_SessionDetailsForCreate__Output } from './nuance/biosec/v1/sessions/SessionDetailsForCreate';
import type { SessionDetailsForRead as _nuance_biosec_v1_sessions_SessionDetailsForRead, SessionDetailsForRead__Output as _nuance_biosec_v1_sessions_SessionDetailsForRead__Output } from './nuance/biosec/v1/sessions/SessionDetailsForRead';
import type { SessionDetailsForUpdate as _nuance_biosec_v1_sessions_SessionDetailsForUpdate, SessionDetailsForUpdate__Output as _nuance_biosec_v1_sessions_SessionDetailsForUpdate__Output } from './nuance/biosec/v1/sessions/SessionDetailsForUpdate';
import type { SessionErrorDetailsForRead as _nuance_biosec_v1_sessions_SessionErrorDetailsForRead, SessionErrorDetailsForRead__Output as _nuance_biosec_v1_sessions_SessionErrorDetailsForRead__Output } from './nuance/biosec/v1/sessions/SessionErrorDetailsForRead';
import type { SessionErrorDetailsForUpdate as _nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate, SessionErrorDetailsForUpdate__Output as _nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate__Output } from './nuance/biosec/v1/sessions/SessionErrorDetailsForUpdate';
import type { SessionRiskInfo as _nuance_biosec_v1_sessions_SessionRiskInfo, SessionRiskInfo__Output as _nuance_biosec_v1_sessions_SessionRiskInfo__Output } from './nuance/biosec/v1/sessions/SessionRiskInfo';
import type { StartSessionRequest as _nuance_biosec_v1_sessions_StartSessionRequest, StartSessionRequest__Output as _nuance_biosec_v1_sessions_StartSessionRequest__Output } from './nuance/biosec/v1/sessions/StartSessionRequest';
import type { StartSessionResponse as _nuance_biosec_v1_sessions_StartSessionResponse, StartSessionResponse__Output as _nuance_biosec_v1_sessions_StartSessionResponse__Output } from './nuance/biosec/v1/sessions/StartSessionResponse';
import type { StopSessionRequest as _nuance_biosec_v1_sessions_StopSessionRequest, StopSessionRequest__Output as _nuance_biosec_v1_sessions_StopSessionRequest__Output } from './nuance/biosec/v1/sessions/StopSessionRequest';
import type { StopSessionResponse as _nuance_biosec_v1_sessions_StopSessionResponse, StopSessionResponse__Output as _nuance_biosec_v1_sessions_StopSessionResponse__Output } from './nuance/biosec/v1/sessions/StopSessionResponse';
import type { UpdateSessionRequest as _nuance_biosec_v1_sessions_UpdateSessionRequest, UpdateSessionRequest__Output as _nuance_biosec_v1_sessions_UpdateSessionRequest__Output } from './nuance/biosec/v1/sessions/UpdateSessionRequest';
import type { UpdateSessionResponse as _nuance_biosec_v1_sessions_UpdateSessionResponse, UpdateSessionResponse__Output as _nuance_biosec_v1_sessions_UpdateSessionResponse__Output } from './nuance/biosec/v1/sessions/UpdateSessionResponse';
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
          DecisionReason: EnumTypeDefinition
          GetSessionDecisionRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetSessionDecisionRequest, _nuance_biosec_v1_sessions_GetSessionDecisionRequest__Output>
          GetSessionDecisionResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetSessionDecisionResponse, _nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>
          GetSessionDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetSessionDetailsRequest, _nuance_biosec_v1_sessions_GetSessionDetailsRequest__Output>
          GetSessionDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetSessionDetailsResponse, _nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>
          SessionDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionDetailsForCreate, _nuance_biosec_v1_sessions_SessionDetailsForCreate__Output>
          SessionDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionDetailsForRead, _nuance_biosec_v1_sessions_SessionDetailsForRead__Output>
          SessionDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionDetailsForUpdate, _nuance_biosec_v1_sessions_SessionDetailsForUpdate__Output>
          SessionErrorDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionErrorDetailsForRead, _nuance_biosec_v1_sessions_SessionErrorDetailsForRead__Output>
          SessionErrorDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate, _nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate__Output>
          SessionRiskInfo: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionRiskInfo, _nuance_biosec_v1_sessions_SessionRiskInfo__Output>
          StartSessionRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_StartSessionRequest, _nuance_biosec_v1_sessions_StartSessionRequest__Output>
          StartSessionResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_StartSessionResponse, _nuance_biosec_v1_sessions_StartSessionResponse__Output>
          StopSessionRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_StopSessionRequest, _nuance_biosec_v1_sessions_StopSessionRequest__Output>
          StopSessionResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_StopSessionResponse, _nuance_biosec_v1_sessions_StopSessionResponse__Output>
          UpdateSessionRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_UpdateSessionRequest, _nuance_biosec_v1_sessions_UpdateSessionRequest__Output>
          UpdateSessionResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_UpdateSessionResponse, _nuance_biosec_v1_sessions_UpdateSessionResponse__Output>
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


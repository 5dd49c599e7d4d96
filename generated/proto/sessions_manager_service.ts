import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CustomHttpPattern as _google_api_CustomHttpPattern, CustomHttpPattern__Output as _google_api_CustomHttpPattern__Output } from './google/api/CustomHttpPattern';
import type { Http as _google_api_Http, Http__Output as _google_api_Http__Output } from './google/api/Http';
import type { HttpRule as _google_api_HttpRule, HttpRule__Output as _google_api_HttpRule__Output } from './google/api/HttpRule';
import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from './google/protobuf/BoolValue';
import type { BytesValue as _google_protobuf_BytesValue, BytesValue__Output as _google_protobuf_BytesValue__Output } from './google/protobuf/BytesValue';
import type { DescriptorProto as _google_protobuf_DescriptorProto, DescriptorProto__Output as _google_protobuf_DescriptorProto__Output } from './google/protobuf/DescriptorProto';
import type { DoubleValue as _google_protobuf_DoubleValue, DoubleValue__Output as _google_protobuf_DoubleValue__Output } from './google/protobuf/DoubleValue';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from './google/protobuf/Duration';
import type { EnumDescriptorProto as _google_protobuf_EnumDescriptorProto, EnumDescriptorProto__Output as _google_protobuf_EnumDescriptorProto__Output } from './google/protobuf/EnumDescriptorProto';
import type { EnumOptions as _google_protobuf_EnumOptions, EnumOptions__Output as _google_protobuf_EnumOptions__Output } from './google/protobuf/EnumOptions';
import type { EnumValueDescriptorProto as _google_protobuf_EnumValueDescriptorProto, EnumValueDescriptorProto__Output as _google_protobuf_EnumValueDescriptorProto__Output } from './google/protobuf/EnumValueDescriptorProto';
import type { EnumValueOptions as _google_protobuf_EnumValueOptions, EnumValueOptions__Output as _google_protobuf_EnumValueOptions__Output } from './google/protobuf/EnumValueOptions';
import type { ExtensionRangeOptions as _google_protobuf_ExtensionRangeOptions, ExtensionRangeOptions__Output as _google_protobuf_ExtensionRangeOptions__Output } from './google/protobuf/ExtensionRangeOptions';
import type { FeatureSet as _google_protobuf_FeatureSet, FeatureSet__Output as _google_protobuf_FeatureSet__Output } from './google/protobuf/FeatureSet';
import type { FeatureSetDefaults as _google_protobuf_FeatureSetDefaults, FeatureSetDefaults__Output as _google_protobuf_FeatureSetDefaults__Output } from './google/protobuf/FeatureSetDefaults';
import type { FieldDescriptorProto as _google_protobuf_FieldDescriptorProto, FieldDescriptorProto__Output as _google_protobuf_FieldDescriptorProto__Output } from './google/protobuf/FieldDescriptorProto';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from './google/protobuf/FieldMask';
import type { FieldOptions as _google_protobuf_FieldOptions, FieldOptions__Output as _google_protobuf_FieldOptions__Output } from './google/protobuf/FieldOptions';
import type { FileDescriptorProto as _google_protobuf_FileDescriptorProto, FileDescriptorProto__Output as _google_protobuf_FileDescriptorProto__Output } from './google/protobuf/FileDescriptorProto';
import type { FileDescriptorSet as _google_protobuf_FileDescriptorSet, FileDescriptorSet__Output as _google_protobuf_FileDescriptorSet__Output } from './google/protobuf/FileDescriptorSet';
import type { FileOptions as _google_protobuf_FileOptions, FileOptions__Output as _google_protobuf_FileOptions__Output } from './google/protobuf/FileOptions';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from './google/protobuf/FloatValue';
import type { GeneratedCodeInfo as _google_protobuf_GeneratedCodeInfo, GeneratedCodeInfo__Output as _google_protobuf_GeneratedCodeInfo__Output } from './google/protobuf/GeneratedCodeInfo';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from './google/protobuf/Int32Value';
import type { Int64Value as _google_protobuf_Int64Value, Int64Value__Output as _google_protobuf_Int64Value__Output } from './google/protobuf/Int64Value';
import type { MessageOptions as _google_protobuf_MessageOptions, MessageOptions__Output as _google_protobuf_MessageOptions__Output } from './google/protobuf/MessageOptions';
import type { MethodDescriptorProto as _google_protobuf_MethodDescriptorProto, MethodDescriptorProto__Output as _google_protobuf_MethodDescriptorProto__Output } from './google/protobuf/MethodDescriptorProto';
import type { MethodOptions as _google_protobuf_MethodOptions, MethodOptions__Output as _google_protobuf_MethodOptions__Output } from './google/protobuf/MethodOptions';
import type { OneofDescriptorProto as _google_protobuf_OneofDescriptorProto, OneofDescriptorProto__Output as _google_protobuf_OneofDescriptorProto__Output } from './google/protobuf/OneofDescriptorProto';
import type { OneofOptions as _google_protobuf_OneofOptions, OneofOptions__Output as _google_protobuf_OneofOptions__Output } from './google/protobuf/OneofOptions';
import type { ServiceDescriptorProto as _google_protobuf_ServiceDescriptorProto, ServiceDescriptorProto__Output as _google_protobuf_ServiceDescriptorProto__Output } from './google/protobuf/ServiceDescriptorProto';
import type { ServiceOptions as _google_protobuf_ServiceOptions, ServiceOptions__Output as _google_protobuf_ServiceOptions__Output } from './google/protobuf/ServiceOptions';
import type { SourceCodeInfo as _google_protobuf_SourceCodeInfo, SourceCodeInfo__Output as _google_protobuf_SourceCodeInfo__Output } from './google/protobuf/SourceCodeInfo';
import type { StringValue as _google_protobuf_StringValue, StringValue__Output as _google_protobuf_StringValue__Output } from './google/protobuf/StringValue';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp';
import type { UInt32Value as _google_protobuf_UInt32Value, UInt32Value__Output as _google_protobuf_UInt32Value__Output } from './google/protobuf/UInt32Value';
import type { UInt64Value as _google_protobuf_UInt64Value, UInt64Value__Output as _google_protobuf_UInt64Value__Output } from './google/protobuf/UInt64Value';
import type { UninterpretedOption as _google_protobuf_UninterpretedOption, UninterpretedOption__Output as _google_protobuf_UninterpretedOption__Output } from './google/protobuf/UninterpretedOption';
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
import type { GetSessionDecisionRequest as _nuance_biosec_v1_sessions_GetSessionDecisionRequest, GetSessionDecisionRequest__Output as _nuance_biosec_v1_sessions_GetSessionDecisionRequest__Output } from './nuance/biosec/v1/sessions/GetSessionDecisionRequest';
import type { GetSessionDecisionResponse as _nuance_biosec_v1_sessions_GetSessionDecisionResponse, GetSessionDecisionResponse__Output as _nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output } from './nuance/biosec/v1/sessions/GetSessionDecisionResponse';
import type { GetSessionDetailsRequest as _nuance_biosec_v1_sessions_GetSessionDetailsRequest, GetSessionDetailsRequest__Output as _nuance_biosec_v1_sessions_GetSessionDetailsRequest__Output } from './nuance/biosec/v1/sessions/GetSessionDetailsRequest';
import type { GetSessionDetailsResponse as _nuance_biosec_v1_sessions_GetSessionDetailsResponse, GetSessionDetailsResponse__Output as _nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output } from './nuance/biosec/v1/sessions/GetSessionDetailsResponse';
import type { ListCorrelatedEngagementsRequest as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, ListCorrelatedEngagementsRequest__Output as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest__Output } from './nuance/biosec/v1/sessions/ListCorrelatedEngagementsRequest';
import type { ListCorrelatedEngagementsResponse as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse, ListCorrelatedEngagementsResponse__Output as _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output } from './nuance/biosec/v1/sessions/ListCorrelatedEngagementsResponse';
import type { SessionDetailsForCreate as _nuance_biosec_v1_sessions_SessionDetailsForCreate, SessionDetailsForCreate__Output as _nuance_biosec_v1_sessions_SessionDetailsForCreate__Output } from './nuance/biosec/v1/sessions/SessionDetailsForCreate';
import type { SessionDetailsForRead as _nuance_biosec_v1_sessions_SessionDetailsForRead, SessionDetailsForRead__Output as _nuance_biosec_v1_sessions_SessionDetailsForRead__Output } from './nuance/biosec/v1/sessions/SessionDetailsForRead';
import type { SessionDetailsForUpdate as _nuance_biosec_v1_sessions_SessionDetailsForUpdate, SessionDetailsForUpdate__Output as _nuance_biosec_v1_sessions_SessionDetailsForUpdate__Output } from './nuance/biosec/v1/sessions/SessionDetailsForUpdate';
import type { SessionErrorDetailsForRead as _nuance_biosec_v1_sessions_SessionErrorDetailsForRead, SessionErrorDetailsForRead__Output as _nuance_biosec_v1_sessions_SessionErrorDetailsForRead__Output } from './nuance/biosec/v1/sessions/SessionErrorDetailsForRead';
import type { SessionErrorDetailsForUpdate as _nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate, SessionErrorDetailsForUpdate__Output as _nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate__Output } from './nuance/biosec/v1/sessions/SessionErrorDetailsForUpdate';
import type { SessionRiskInfo as _nuance_biosec_v1_sessions_SessionRiskInfo, SessionRiskInfo__Output as _nuance_biosec_v1_sessions_SessionRiskInfo__Output } from './nuance/biosec/v1/sessions/SessionRiskInfo';
import type { SessionsManagerClient as _nuance_biosec_v1_sessions_SessionsManagerClient, SessionsManagerDefinition as _nuance_biosec_v1_sessions_SessionsManagerDefinition } from './nuance/biosec/v1/sessions/SessionsManager';
import type { SetEngagementVerdictRequest as _nuance_biosec_v1_sessions_SetEngagementVerdictRequest, SetEngagementVerdictRequest__Output as _nuance_biosec_v1_sessions_SetEngagementVerdictRequest__Output } from './nuance/biosec/v1/sessions/SetEngagementVerdictRequest';
import type { SetEngagementVerdictResponse as _nuance_biosec_v1_sessions_SetEngagementVerdictResponse, SetEngagementVerdictResponse__Output as _nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output } from './nuance/biosec/v1/sessions/SetEngagementVerdictResponse';
import type { StartEngagementRequest as _nuance_biosec_v1_sessions_StartEngagementRequest, StartEngagementRequest__Output as _nuance_biosec_v1_sessions_StartEngagementRequest__Output } from './nuance/biosec/v1/sessions/StartEngagementRequest';
import type { StartEngagementResponse as _nuance_biosec_v1_sessions_StartEngagementResponse, StartEngagementResponse__Output as _nuance_biosec_v1_sessions_StartEngagementResponse__Output } from './nuance/biosec/v1/sessions/StartEngagementResponse';
import type { StartSessionRequest as _nuance_biosec_v1_sessions_StartSessionRequest, StartSessionRequest__Output as _nuance_biosec_v1_sessions_StartSessionRequest__Output } from './nuance/biosec/v1/sessions/StartSessionRequest';
import type { StartSessionResponse as _nuance_biosec_v1_sessions_StartSessionResponse, StartSessionResponse__Output as _nuance_biosec_v1_sessions_StartSessionResponse__Output } from './nuance/biosec/v1/sessions/StartSessionResponse';
import type { StopEngagementRequest as _nuance_biosec_v1_sessions_StopEngagementRequest, StopEngagementRequest__Output as _nuance_biosec_v1_sessions_StopEngagementRequest__Output } from './nuance/biosec/v1/sessions/StopEngagementRequest';
import type { StopEngagementResponse as _nuance_biosec_v1_sessions_StopEngagementResponse, StopEngagementResponse__Output as _nuance_biosec_v1_sessions_StopEngagementResponse__Output } from './nuance/biosec/v1/sessions/StopEngagementResponse';
import type { StopSessionRequest as _nuance_biosec_v1_sessions_StopSessionRequest, StopSessionRequest__Output as _nuance_biosec_v1_sessions_StopSessionRequest__Output } from './nuance/biosec/v1/sessions/StopSessionRequest';
import type { StopSessionResponse as _nuance_biosec_v1_sessions_StopSessionResponse, StopSessionResponse__Output as _nuance_biosec_v1_sessions_StopSessionResponse__Output } from './nuance/biosec/v1/sessions/StopSessionResponse';
import type { UpdateEngagementRequest as _nuance_biosec_v1_sessions_UpdateEngagementRequest, UpdateEngagementRequest__Output as _nuance_biosec_v1_sessions_UpdateEngagementRequest__Output } from './nuance/biosec/v1/sessions/UpdateEngagementRequest';
import type { UpdateEngagementResponse as _nuance_biosec_v1_sessions_UpdateEngagementResponse, UpdateEngagementResponse__Output as _nuance_biosec_v1_sessions_UpdateEngagementResponse__Output } from './nuance/biosec/v1/sessions/UpdateEngagementResponse';
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
    api: {
      CustomHttpPattern: MessageTypeDefinition<_google_api_CustomHttpPattern, _google_api_CustomHttpPattern__Output>
      Http: MessageTypeDefinition<_google_api_Http, _google_api_Http__Output>
      HttpRule: MessageTypeDefinition<_google_api_HttpRule, _google_api_HttpRule__Output>
    }
    protobuf: {
      BoolValue: MessageTypeDefinition<_google_protobuf_BoolValue, _google_protobuf_BoolValue__Output>
      BytesValue: MessageTypeDefinition<_google_protobuf_BytesValue, _google_protobuf_BytesValue__Output>
      DescriptorProto: MessageTypeDefinition<_google_protobuf_DescriptorProto, _google_protobuf_DescriptorProto__Output>
      DoubleValue: MessageTypeDefinition<_google_protobuf_DoubleValue, _google_protobuf_DoubleValue__Output>
      Duration: MessageTypeDefinition<_google_protobuf_Duration, _google_protobuf_Duration__Output>
      Edition: EnumTypeDefinition
      EnumDescriptorProto: MessageTypeDefinition<_google_protobuf_EnumDescriptorProto, _google_protobuf_EnumDescriptorProto__Output>
      EnumOptions: MessageTypeDefinition<_google_protobuf_EnumOptions, _google_protobuf_EnumOptions__Output>
      EnumValueDescriptorProto: MessageTypeDefinition<_google_protobuf_EnumValueDescriptorProto, _google_protobuf_EnumValueDescriptorProto__Output>
      EnumValueOptions: MessageTypeDefinition<_google_protobuf_EnumValueOptions, _google_protobuf_EnumValueOptions__Output>
      ExtensionRangeOptions: MessageTypeDefinition<_google_protobuf_ExtensionRangeOptions, _google_protobuf_ExtensionRangeOptions__Output>
      FeatureSet: MessageTypeDefinition<_google_protobuf_FeatureSet, _google_protobuf_FeatureSet__Output>
      FeatureSetDefaults: MessageTypeDefinition<_google_protobuf_FeatureSetDefaults, _google_protobuf_FeatureSetDefaults__Output>
      FieldDescriptorProto: MessageTypeDefinition<_google_protobuf_FieldDescriptorProto, _google_protobuf_FieldDescriptorProto__Output>
      FieldMask: MessageTypeDefinition<_google_protobuf_FieldMask, _google_protobuf_FieldMask__Output>
      FieldOptions: MessageTypeDefinition<_google_protobuf_FieldOptions, _google_protobuf_FieldOptions__Output>
      FileDescriptorProto: MessageTypeDefinition<_google_protobuf_FileDescriptorProto, _google_protobuf_FileDescriptorProto__Output>
      FileDescriptorSet: MessageTypeDefinition<_google_protobuf_FileDescriptorSet, _google_protobuf_FileDescriptorSet__Output>
      FileOptions: MessageTypeDefinition<_google_protobuf_FileOptions, _google_protobuf_FileOptions__Output>
      FloatValue: MessageTypeDefinition<_google_protobuf_FloatValue, _google_protobuf_FloatValue__Output>
      GeneratedCodeInfo: MessageTypeDefinition<_google_protobuf_GeneratedCodeInfo, _google_protobuf_GeneratedCodeInfo__Output>
      Int32Value: MessageTypeDefinition<_google_protobuf_Int32Value, _google_protobuf_Int32Value__Output>
      Int64Value: MessageTypeDefinition<_google_protobuf_Int64Value, _google_protobuf_Int64Value__Output>
      MessageOptions: MessageTypeDefinition<_google_protobuf_MessageOptions, _google_protobuf_MessageOptions__Output>
      MethodDescriptorProto: MessageTypeDefinition<_google_protobuf_MethodDescriptorProto, _google_protobuf_MethodDescriptorProto__Output>
      MethodOptions: MessageTypeDefinition<_google_protobuf_MethodOptions, _google_protobuf_MethodOptions__Output>
      OneofDescriptorProto: MessageTypeDefinition<_google_protobuf_OneofDescriptorProto, _google_protobuf_OneofDescriptorProto__Output>
      OneofOptions: MessageTypeDefinition<_google_protobuf_OneofOptions, _google_protobuf_OneofOptions__Output>
      ServiceDescriptorProto: MessageTypeDefinition<_google_protobuf_ServiceDescriptorProto, _google_protobuf_ServiceDescriptorProto__Output>
      ServiceOptions: MessageTypeDefinition<_google_protobuf_ServiceOptions, _google_protobuf_ServiceOptions__Output>
      SourceCodeInfo: MessageTypeDefinition<_google_protobuf_SourceCodeInfo, _google_protobuf_SourceCodeInfo__Output>
      StringValue: MessageTypeDefinition<_google_protobuf_StringValue, _google_protobuf_StringValue__Output>
      SymbolVisibility: EnumTypeDefinition
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
      UInt32Value: MessageTypeDefinition<_google_protobuf_UInt32Value, _google_protobuf_UInt32Value__Output>
      UInt64Value: MessageTypeDefinition<_google_protobuf_UInt64Value, _google_protobuf_UInt64Value__Output>
      UninterpretedOption: MessageTypeDefinition<_google_protobuf_UninterpretedOption, _google_protobuf_UninterpretedOption__Output>
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
          GetSessionDecisionRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetSessionDecisionRequest, _nuance_biosec_v1_sessions_GetSessionDecisionRequest__Output>
          GetSessionDecisionResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetSessionDecisionResponse, _nuance_biosec_v1_sessions_GetSessionDecisionResponse__Output>
          GetSessionDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetSessionDetailsRequest, _nuance_biosec_v1_sessions_GetSessionDetailsRequest__Output>
          GetSessionDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_GetSessionDetailsResponse, _nuance_biosec_v1_sessions_GetSessionDetailsResponse__Output>
          ListCorrelatedEngagementsRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest, _nuance_biosec_v1_sessions_ListCorrelatedEngagementsRequest__Output>
          ListCorrelatedEngagementsResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse, _nuance_biosec_v1_sessions_ListCorrelatedEngagementsResponse__Output>
          SessionDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionDetailsForCreate, _nuance_biosec_v1_sessions_SessionDetailsForCreate__Output>
          SessionDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionDetailsForRead, _nuance_biosec_v1_sessions_SessionDetailsForRead__Output>
          SessionDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionDetailsForUpdate, _nuance_biosec_v1_sessions_SessionDetailsForUpdate__Output>
          SessionErrorDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionErrorDetailsForRead, _nuance_biosec_v1_sessions_SessionErrorDetailsForRead__Output>
          SessionErrorDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate, _nuance_biosec_v1_sessions_SessionErrorDetailsForUpdate__Output>
          SessionRiskInfo: MessageTypeDefinition<_nuance_biosec_v1_sessions_SessionRiskInfo, _nuance_biosec_v1_sessions_SessionRiskInfo__Output>
          /**
           * Manages sessions (one interaction of a person or user, online or offline) and engagements
           * (all sessions of one customer transaction, such as an IVR call transferred to an agent).
           */
          SessionsManager: SubtypeConstructor<typeof grpc.Client, _nuance_biosec_v1_sessions_SessionsManagerClient> & { service: _nuance_biosec_v1_sessions_SessionsManagerDefinition }
          SetEngagementVerdictRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_SetEngagementVerdictRequest, _nuance_biosec_v1_sessions_SetEngagementVerdictRequest__Output>
          SetEngagementVerdictResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_SetEngagementVerdictResponse, _nuance_biosec_v1_sessions_SetEngagementVerdictResponse__Output>
          StartEngagementRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_StartEngagementRequest, _nuance_biosec_v1_sessions_StartEngagementRequest__Output>
          StartEngagementResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_StartEngagementResponse, _nuance_biosec_v1_sessions_StartEngagementResponse__Output>
          StartSessionRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_StartSessionRequest, _nuance_biosec_v1_sessions_StartSessionRequest__Output>
          StartSessionResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_StartSessionResponse, _nuance_biosec_v1_sessions_StartSessionResponse__Output>
          StopEngagementRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_StopEngagementRequest, _nuance_biosec_v1_sessions_StopEngagementRequest__Output>
          StopEngagementResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_StopEngagementResponse, _nuance_biosec_v1_sessions_StopEngagementResponse__Output>
          StopSessionRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_StopSessionRequest, _nuance_biosec_v1_sessions_StopSessionRequest__Output>
          StopSessionResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_StopSessionResponse, _nuance_biosec_v1_sessions_StopSessionResponse__Output>
          UpdateEngagementRequest: MessageTypeDefinition<_nuance_biosec_v1_sessions_UpdateEngagementRequest, _nuance_biosec_v1_sessions_UpdateEngagementRequest__Output>
          UpdateEngagementResponse: MessageTypeDefinition<_nuance_biosec_v1_sessions_UpdateEngagementResponse, _nuance_biosec_v1_sessions_UpdateEngagementResponse__Output>
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


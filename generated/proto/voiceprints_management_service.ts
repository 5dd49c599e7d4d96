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
import type { Interval as _google_type_Interval, Interval__Output as _google_type_Interval__Output } from './google/type/Interval';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from './nuance/biosec/v1/AudioChannelSelector';
import type { AudioDetails as _nuance_biosec_v1_AudioDetails, AudioDetails__Output as _nuance_biosec_v1_AudioDetails__Output } from './nuance/biosec/v1/AudioDetails';
import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from './nuance/biosec/v1/Context';
import type { RiskEngineResult as _nuance_biosec_v1_RiskEngineResult, RiskEngineResult__Output as _nuance_biosec_v1_RiskEngineResult__Output } from './nuance/biosec/v1/RiskEngineResult';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from './nuance/biosec/v1/UniqueId';
import type { CreateVoiceprintProfileRequest as _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, CreateVoiceprintProfileRequest__Output as _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest__Output } from './nuance/biosec/v1/voiceprint/CreateVoiceprintProfileRequest';
import type { CreateVoiceprintProfileResponse as _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse, CreateVoiceprintProfileResponse__Output as _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output } from './nuance/biosec/v1/voiceprint/CreateVoiceprintProfileResponse';
import type { DeleteVoiceprintProfileRequest as _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, DeleteVoiceprintProfileRequest__Output as _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest__Output } from './nuance/biosec/v1/voiceprint/DeleteVoiceprintProfileRequest';
import type { DeleteVoiceprintProfileResponse as _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse, DeleteVoiceprintProfileResponse__Output as _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output } from './nuance/biosec/v1/voiceprint/DeleteVoiceprintProfileResponse';
import type { DeleteVoiceprintTemplateRequest as _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, DeleteVoiceprintTemplateRequest__Output as _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest__Output } from './nuance/biosec/v1/voiceprint/DeleteVoiceprintTemplateRequest';
import type { DeleteVoiceprintTemplateResponse as _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse, DeleteVoiceprintTemplateResponse__Output as _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output } from './nuance/biosec/v1/voiceprint/DeleteVoiceprintTemplateResponse';
import type { EnrollmentSegmentDetails as _nuance_biosec_v1_voiceprint_EnrollmentSegmentDetails, EnrollmentSegmentDetails__Output as _nuance_biosec_v1_voiceprint_EnrollmentSegmentDetails__Output } from './nuance/biosec/v1/voiceprint/EnrollmentSegmentDetails';
import type { ExecuteVoiceprintProfilesStatusJobRequest as _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, ExecuteVoiceprintProfilesStatusJobRequest__Output as _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest__Output } from './nuance/biosec/v1/voiceprint/ExecuteVoiceprintProfilesStatusJobRequest';
import type { ExecuteVoiceprintProfilesStatusJobResponse as _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse, ExecuteVoiceprintProfilesStatusJobResponse__Output as _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output } from './nuance/biosec/v1/voiceprint/ExecuteVoiceprintProfilesStatusJobResponse';
import type { GetGkVoiceprintProfileIdRequest as _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, GetGkVoiceprintProfileIdRequest__Output as _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest__Output } from './nuance/biosec/v1/voiceprint/GetGkVoiceprintProfileIdRequest';
import type { GetGkVoiceprintProfileIdResponse as _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse, GetGkVoiceprintProfileIdResponse__Output as _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output } from './nuance/biosec/v1/voiceprint/GetGkVoiceprintProfileIdResponse';
import type { GetVoiceprintProfileDetailsRequest as _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, GetVoiceprintProfileDetailsRequest__Output as _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest__Output } from './nuance/biosec/v1/voiceprint/GetVoiceprintProfileDetailsRequest';
import type { GetVoiceprintProfileDetailsResponse as _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse, GetVoiceprintProfileDetailsResponse__Output as _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output } from './nuance/biosec/v1/voiceprint/GetVoiceprintProfileDetailsResponse';
import type { GetVoiceprintProfilesStatusJobDetailsRequest as _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, GetVoiceprintProfilesStatusJobDetailsRequest__Output as _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest__Output } from './nuance/biosec/v1/voiceprint/GetVoiceprintProfilesStatusJobDetailsRequest';
import type { GetVoiceprintProfilesStatusJobDetailsResponse as _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse, GetVoiceprintProfilesStatusJobDetailsResponse__Output as _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output } from './nuance/biosec/v1/voiceprint/GetVoiceprintProfilesStatusJobDetailsResponse';
import type { ListEnrollmentSegmentsRequest as _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, ListEnrollmentSegmentsRequest__Output as _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest__Output } from './nuance/biosec/v1/voiceprint/ListEnrollmentSegmentsRequest';
import type { ListEnrollmentSegmentsResponse as _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse, ListEnrollmentSegmentsResponse__Output as _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output } from './nuance/biosec/v1/voiceprint/ListEnrollmentSegmentsResponse';
import type { LockVoiceprintProfileRequest as _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, LockVoiceprintProfileRequest__Output as _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest__Output } from './nuance/biosec/v1/voiceprint/LockVoiceprintProfileRequest';
import type { LockVoiceprintProfileResponse as _nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse, LockVoiceprintProfileResponse__Output as _nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output } from './nuance/biosec/v1/voiceprint/LockVoiceprintProfileResponse';
import type { OwnerAndTag as _nuance_biosec_v1_voiceprint_OwnerAndTag, OwnerAndTag__Output as _nuance_biosec_v1_voiceprint_OwnerAndTag__Output } from './nuance/biosec/v1/voiceprint/OwnerAndTag';
import type { RemoveEnrollmentSegmentRequest as _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, RemoveEnrollmentSegmentRequest__Output as _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest__Output } from './nuance/biosec/v1/voiceprint/RemoveEnrollmentSegmentRequest';
import type { RemoveEnrollmentSegmentResponse as _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse, RemoveEnrollmentSegmentResponse__Output as _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output } from './nuance/biosec/v1/voiceprint/RemoveEnrollmentSegmentResponse';
import type { UnlockVoiceprintProfileRequest as _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, UnlockVoiceprintProfileRequest__Output as _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest__Output } from './nuance/biosec/v1/voiceprint/UnlockVoiceprintProfileRequest';
import type { UnlockVoiceprintProfileResponse as _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse, UnlockVoiceprintProfileResponse__Output as _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output } from './nuance/biosec/v1/voiceprint/UnlockVoiceprintProfileResponse';
import type { UpdateVoiceprintProfileDetailsRequest as _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, UpdateVoiceprintProfileDetailsRequest__Output as _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest__Output } from './nuance/biosec/v1/voiceprint/UpdateVoiceprintProfileDetailsRequest';
import type { UpdateVoiceprintProfileDetailsResponse as _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse, UpdateVoiceprintProfileDetailsResponse__Output as _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output } from './nuance/biosec/v1/voiceprint/UpdateVoiceprintProfileDetailsResponse';
import type { VoiceprintProfileDetailsForCreate as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForCreate, VoiceprintProfileDetailsForCreate__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForCreate__Output } from './nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForCreate';
import type { VoiceprintProfileDetailsForRead as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead, VoiceprintProfileDetailsForRead__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead__Output } from './nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForRead';
import type { VoiceprintProfileDetailsForUpdate as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForUpdate, VoiceprintProfileDetailsForUpdate__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForUpdate__Output } from './nuance/biosec/v1/voiceprint/VoiceprintProfileDetailsForUpdate';
import type { VoiceprintProfileLockInfo as _nuance_biosec_v1_voiceprint_VoiceprintProfileLockInfo, VoiceprintProfileLockInfo__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileLockInfo__Output } from './nuance/biosec/v1/voiceprint/VoiceprintProfileLockInfo';
import type { VoiceprintProfileTemplateInfo as _nuance_biosec_v1_voiceprint_VoiceprintProfileTemplateInfo, VoiceprintProfileTemplateInfo__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfileTemplateInfo__Output } from './nuance/biosec/v1/voiceprint/VoiceprintProfileTemplateInfo';
import type { VoiceprintProfilesStatusFilter as _nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusFilter, VoiceprintProfilesStatusFilter__Output as _nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusFilter__Output } from './nuance/biosec/v1/voiceprint/VoiceprintProfilesStatusFilter';
import type { VoiceprintsManagerClient as _nuance_biosec_v1_voiceprint_VoiceprintsManagerClient, VoiceprintsManagerDefinition as _nuance_biosec_v1_voiceprint_VoiceprintsManagerDefinition } from './nuance/biosec/v1/voiceprint/VoiceprintsManager';
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
    type: {
      Interval: MessageTypeDefinition<_google_type_Interval, _google_type_Interval__Output>
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
        voiceprint: {
          ConsistencyDecision: EnumTypeDefinition
          CreateVoiceprintProfileRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest__Output>
          CreateVoiceprintProfileResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse, _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>
          DeleteVoiceprintProfileRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest__Output>
          DeleteVoiceprintProfileResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse, _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>
          DeleteVoiceprintTemplateRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest__Output>
          DeleteVoiceprintTemplateResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse, _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>
          EnrollmentSegmentDetails: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_EnrollmentSegmentDetails, _nuance_biosec_v1_voiceprint_EnrollmentSegmentDetails__Output>
          ExecuteVoiceprintProfilesStatusJobRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest__Output>
          ExecuteVoiceprintProfilesStatusJobResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse, _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>
          GetGkVoiceprintProfileIdRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest__Output>
          GetGkVoiceprintProfileIdResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse, _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>
          GetVoiceprintProfileDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest__Output>
          GetVoiceprintProfileDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse, _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>
          GetVoiceprintProfilesStatusJobDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest__Output>
          GetVoiceprintProfilesStatusJobDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse, _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>
          ListEnrollmentSegmentsRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest__Output>
          ListEnrollmentSegmentsResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse, _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>
          LockVoiceprintProfileRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest__Output>
          LockVoiceprintProfileResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse, _nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>
          OwnerAndTag: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_OwnerAndTag, _nuance_biosec_v1_voiceprint_OwnerAndTag__Output>
          RemoveEnrollmentSegmentRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest__Output>
          RemoveEnrollmentSegmentResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse, _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>
          UnlockVoiceprintProfileRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest__Output>
          UnlockVoiceprintProfileResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse, _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>
          UpdateVoiceprintProfileDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest__Output>
          UpdateVoiceprintProfileDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse, _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>
          VoiceprintProfileDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForCreate, _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForCreate__Output>
          VoiceprintProfileDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead, _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForRead__Output>
          VoiceprintProfileDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForUpdate, _nuance_biosec_v1_voiceprint_VoiceprintProfileDetailsForUpdate__Output>
          VoiceprintProfileLockInfo: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_VoiceprintProfileLockInfo, _nuance_biosec_v1_voiceprint_VoiceprintProfileLockInfo__Output>
          VoiceprintProfileStatus: EnumTypeDefinition
          VoiceprintProfileTemplateInfo: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_VoiceprintProfileTemplateInfo, _nuance_biosec_v1_voiceprint_VoiceprintProfileTemplateInfo__Output>
          VoiceprintProfilesStatusFilter: MessageTypeDefinition<_nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusFilter, _nuance_biosec_v1_voiceprint_VoiceprintProfilesStatusFilter__Output>
          VoiceprintProfilesStatusJobState: EnumTypeDefinition
          /**
           * Manages voiceprint profiles: creation, reading, updating, locking and deletion, status-report
           * jobs, and enrollment segments.
           */
          VoiceprintsManager: SubtypeConstructor<typeof grpc.Client, _nuance_biosec_v1_voiceprint_VoiceprintsManagerClient> & { service: _nuance_biosec_v1_voiceprint_VoiceprintsManagerDefinition }
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


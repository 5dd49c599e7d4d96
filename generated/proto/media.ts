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
import type { ALaw as _nuance_biosec_v1_audio_ALaw, ALaw__Output as _nuance_biosec_v1_audio_ALaw__Output } from './nuance/biosec/v1/audio/ALaw';
import type { AudioFormat as _nuance_biosec_v1_audio_AudioFormat, AudioFormat__Output as _nuance_biosec_v1_audio_AudioFormat__Output } from './nuance/biosec/v1/audio/AudioFormat';
import type { DeleteMediaSegmentRequest as _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, DeleteMediaSegmentRequest__Output as _nuance_biosec_v1_audio_DeleteMediaSegmentRequest__Output } from './nuance/biosec/v1/audio/DeleteMediaSegmentRequest';
import type { DeleteMediaSegmentResponse as _nuance_biosec_v1_audio_DeleteMediaSegmentResponse, DeleteMediaSegmentResponse__Output as _nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output } from './nuance/biosec/v1/audio/DeleteMediaSegmentResponse';
import type { DeviceprintProcessingAttributes as _nuance_biosec_v1_audio_DeviceprintProcessingAttributes, DeviceprintProcessingAttributes__Output as _nuance_biosec_v1_audio_DeviceprintProcessingAttributes__Output } from './nuance/biosec/v1/audio/DeviceprintProcessingAttributes';
import type { G729 as _nuance_biosec_v1_audio_G729, G729__Output as _nuance_biosec_v1_audio_G729__Output } from './nuance/biosec/v1/audio/G729';
import type { GetDownloadUrlRequest as _nuance_biosec_v1_audio_GetDownloadUrlRequest, GetDownloadUrlRequest__Output as _nuance_biosec_v1_audio_GetDownloadUrlRequest__Output } from './nuance/biosec/v1/audio/GetDownloadUrlRequest';
import type { GetDownloadUrlResponse as _nuance_biosec_v1_audio_GetDownloadUrlResponse, GetDownloadUrlResponse__Output as _nuance_biosec_v1_audio_GetDownloadUrlResponse__Output } from './nuance/biosec/v1/audio/GetDownloadUrlResponse';
import type { GetMediaSegmentDetailsRequest as _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, GetMediaSegmentDetailsRequest__Output as _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest__Output } from './nuance/biosec/v1/audio/GetMediaSegmentDetailsRequest';
import type { GetMediaSegmentDetailsResponse as _nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse, GetMediaSegmentDetailsResponse__Output as _nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output } from './nuance/biosec/v1/audio/GetMediaSegmentDetailsResponse';
import type { GetProcessedAudioDetailsRequest as _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, GetProcessedAudioDetailsRequest__Output as _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest__Output } from './nuance/biosec/v1/audio/GetProcessedAudioDetailsRequest';
import type { GetProcessedAudioDetailsResponse as _nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse, GetProcessedAudioDetailsResponse__Output as _nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output } from './nuance/biosec/v1/audio/GetProcessedAudioDetailsResponse';
import type { GetUploadUrlRequest as _nuance_biosec_v1_audio_GetUploadUrlRequest, GetUploadUrlRequest__Output as _nuance_biosec_v1_audio_GetUploadUrlRequest__Output } from './nuance/biosec/v1/audio/GetUploadUrlRequest';
import type { GetUploadUrlResponse as _nuance_biosec_v1_audio_GetUploadUrlResponse, GetUploadUrlResponse__Output as _nuance_biosec_v1_audio_GetUploadUrlResponse__Output } from './nuance/biosec/v1/audio/GetUploadUrlResponse';
import type { Interval as _nuance_biosec_v1_audio_Interval, Interval__Output as _nuance_biosec_v1_audio_Interval__Output } from './nuance/biosec/v1/audio/Interval';
import type { MediaSegmentDetailsForRead as _nuance_biosec_v1_audio_MediaSegmentDetailsForRead, MediaSegmentDetailsForRead__Output as _nuance_biosec_v1_audio_MediaSegmentDetailsForRead__Output } from './nuance/biosec/v1/audio/MediaSegmentDetailsForRead';
import type { MediaSegmentDetailsForWrite as _nuance_biosec_v1_audio_MediaSegmentDetailsForWrite, MediaSegmentDetailsForWrite__Output as _nuance_biosec_v1_audio_MediaSegmentDetailsForWrite__Output } from './nuance/biosec/v1/audio/MediaSegmentDetailsForWrite';
import type { Mp3 as _nuance_biosec_v1_audio_Mp3, Mp3__Output as _nuance_biosec_v1_audio_Mp3__Output } from './nuance/biosec/v1/audio/Mp3';
import type { PCM as _nuance_biosec_v1_audio_PCM, PCM__Output as _nuance_biosec_v1_audio_PCM__Output } from './nuance/biosec/v1/audio/PCM';
import type { PartyAttributes as _nuance_biosec_v1_audio_PartyAttributes, PartyAttributes__Output as _nuance_biosec_v1_audio_PartyAttributes__Output } from './nuance/biosec/v1/audio/PartyAttributes';
import type { ProcessedAudioDetailsForRead as _nuance_biosec_v1_audio_ProcessedAudioDetailsForRead, ProcessedAudioDetailsForRead__Output as _nuance_biosec_v1_audio_ProcessedAudioDetailsForRead__Output } from './nuance/biosec/v1/audio/ProcessedAudioDetailsForRead';
import type { ProcessedAudioDetailsForWrite as _nuance_biosec_v1_audio_ProcessedAudioDetailsForWrite, ProcessedAudioDetailsForWrite__Output as _nuance_biosec_v1_audio_ProcessedAudioDetailsForWrite__Output } from './nuance/biosec/v1/audio/ProcessedAudioDetailsForWrite';
import type { ProcessingAttributes as _nuance_biosec_v1_audio_ProcessingAttributes, ProcessingAttributes__Output as _nuance_biosec_v1_audio_ProcessingAttributes__Output } from './nuance/biosec/v1/audio/ProcessingAttributes';
import type { RecordingAttributes as _nuance_biosec_v1_audio_RecordingAttributes, RecordingAttributes__Output as _nuance_biosec_v1_audio_RecordingAttributes__Output } from './nuance/biosec/v1/audio/RecordingAttributes';
import type { ULaw as _nuance_biosec_v1_audio_ULaw, ULaw__Output as _nuance_biosec_v1_audio_ULaw__Output } from './nuance/biosec/v1/audio/ULaw';
import type { UpdateMediaSegmentDetailsRequest as _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, UpdateMediaSegmentDetailsRequest__Output as _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest__Output } from './nuance/biosec/v1/audio/UpdateMediaSegmentDetailsRequest';
import type { UpdateMediaSegmentDetailsResponse as _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse, UpdateMediaSegmentDetailsResponse__Output as _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output } from './nuance/biosec/v1/audio/UpdateMediaSegmentDetailsResponse';
import type { UpdateProcessedAudioDetailsRequest as _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, UpdateProcessedAudioDetailsRequest__Output as _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest__Output } from './nuance/biosec/v1/audio/UpdateProcessedAudioDetailsRequest';
import type { UpdateProcessedAudioDetailsResponse as _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse, UpdateProcessedAudioDetailsResponse__Output as _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output } from './nuance/biosec/v1/audio/UpdateProcessedAudioDetailsResponse';
import type { TelephonyChannelScore as _nuance_biosec_v1_deviceprint_TelephonyChannelScore, TelephonyChannelScore__Output as _nuance_biosec_v1_deviceprint_TelephonyChannelScore__Output } from './nuance/biosec/v1/deviceprint/TelephonyChannelScore';
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from './nuance/rpc/DiagnosticDetail';
import type { FieldViolation as _nuance_rpc_FieldViolation, FieldViolation__Output as _nuance_rpc_FieldViolation__Output } from './nuance/rpc/FieldViolation';
import type { HelpInfo as _nuance_rpc_HelpInfo, HelpInfo__Output as _nuance_rpc_HelpInfo__Output } from './nuance/rpc/HelpInfo';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from './nuance/rpc/LocalizedMessage';
import type { RequestInfo as _nuance_rpc_RequestInfo, RequestInfo__Output as _nuance_rpc_RequestInfo__Output } from './nuance/rpc/RequestInfo';
import type { RetryInfo as _nuance_rpc_RetryInfo, RetryInfo__Output as _nuance_rpc_RetryInfo__Output } from './nuance/rpc/RetryInfo';
import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from './nuance/rpc/Status';
import type { StatusDetail as _nuance_rpc_StatusDetail, StatusDetail__Output as _nuance_rpc_StatusDetail__Output } from './nuance/rpc/StatusDetail';
import type { ChannelPeaks as _vigil_v1_ChannelPeaks, ChannelPeaks__Output as _vigil_v1_ChannelPeaks__Output } from './vigil/v1/ChannelPeaks';
import type { ChannelTranscript as _vigil_v1_ChannelTranscript, ChannelTranscript__Output as _vigil_v1_ChannelTranscript__Output } from './vigil/v1/ChannelTranscript';
import type { GetMediaSegmentPeaksRequest as _vigil_v1_GetMediaSegmentPeaksRequest, GetMediaSegmentPeaksRequest__Output as _vigil_v1_GetMediaSegmentPeaksRequest__Output } from './vigil/v1/GetMediaSegmentPeaksRequest';
import type { GetMediaSegmentPeaksResponse as _vigil_v1_GetMediaSegmentPeaksResponse, GetMediaSegmentPeaksResponse__Output as _vigil_v1_GetMediaSegmentPeaksResponse__Output } from './vigil/v1/GetMediaSegmentPeaksResponse';
import type { GetMediaSegmentTranscriptRequest as _vigil_v1_GetMediaSegmentTranscriptRequest, GetMediaSegmentTranscriptRequest__Output as _vigil_v1_GetMediaSegmentTranscriptRequest__Output } from './vigil/v1/GetMediaSegmentTranscriptRequest';
import type { GetMediaSegmentTranscriptResponse as _vigil_v1_GetMediaSegmentTranscriptResponse, GetMediaSegmentTranscriptResponse__Output as _vigil_v1_GetMediaSegmentTranscriptResponse__Output } from './vigil/v1/GetMediaSegmentTranscriptResponse';
import type { MediaPeaksClient as _vigil_v1_MediaPeaksClient, MediaPeaksDefinition as _vigil_v1_MediaPeaksDefinition } from './vigil/v1/MediaPeaks';
import type { MediaTranscriptsClient as _vigil_v1_MediaTranscriptsClient, MediaTranscriptsDefinition as _vigil_v1_MediaTranscriptsDefinition } from './vigil/v1/MediaTranscripts';
import type { TranscriptTurn as _vigil_v1_TranscriptTurn, TranscriptTurn__Output as _vigil_v1_TranscriptTurn__Output } from './vigil/v1/TranscriptTurn';
import type { TranscriptWord as _vigil_v1_TranscriptWord, TranscriptWord__Output as _vigil_v1_TranscriptWord__Output } from './vigil/v1/TranscriptWord';
import type { TurnEntity as _vigil_v1_TurnEntity, TurnEntity__Output as _vigil_v1_TurnEntity__Output } from './vigil/v1/TurnEntity';
import type { TurnInterpretation as _vigil_v1_TurnInterpretation, TurnInterpretation__Output as _vigil_v1_TurnInterpretation__Output } from './vigil/v1/TurnInterpretation';

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
        audio: {
          ALaw: MessageTypeDefinition<_nuance_biosec_v1_audio_ALaw, _nuance_biosec_v1_audio_ALaw__Output>
          AudioFormat: MessageTypeDefinition<_nuance_biosec_v1_audio_AudioFormat, _nuance_biosec_v1_audio_AudioFormat__Output>
          Container: EnumTypeDefinition
          DeleteMediaSegmentRequest: MessageTypeDefinition<_nuance_biosec_v1_audio_DeleteMediaSegmentRequest, _nuance_biosec_v1_audio_DeleteMediaSegmentRequest__Output>
          DeleteMediaSegmentResponse: MessageTypeDefinition<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse, _nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>
          DeviceprintProcessingAttributes: MessageTypeDefinition<_nuance_biosec_v1_audio_DeviceprintProcessingAttributes, _nuance_biosec_v1_audio_DeviceprintProcessingAttributes__Output>
          EncodingEngineQuality: EnumTypeDefinition
          G729: MessageTypeDefinition<_nuance_biosec_v1_audio_G729, _nuance_biosec_v1_audio_G729__Output>
          GetDownloadUrlRequest: MessageTypeDefinition<_nuance_biosec_v1_audio_GetDownloadUrlRequest, _nuance_biosec_v1_audio_GetDownloadUrlRequest__Output>
          GetDownloadUrlResponse: MessageTypeDefinition<_nuance_biosec_v1_audio_GetDownloadUrlResponse, _nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>
          GetMediaSegmentDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest__Output>
          GetMediaSegmentDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse, _nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>
          GetProcessedAudioDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest__Output>
          GetProcessedAudioDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse, _nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>
          GetUploadUrlRequest: MessageTypeDefinition<_nuance_biosec_v1_audio_GetUploadUrlRequest, _nuance_biosec_v1_audio_GetUploadUrlRequest__Output>
          GetUploadUrlResponse: MessageTypeDefinition<_nuance_biosec_v1_audio_GetUploadUrlResponse, _nuance_biosec_v1_audio_GetUploadUrlResponse__Output>
          Interval: MessageTypeDefinition<_nuance_biosec_v1_audio_Interval, _nuance_biosec_v1_audio_Interval__Output>
          MediaSegmentDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_audio_MediaSegmentDetailsForRead, _nuance_biosec_v1_audio_MediaSegmentDetailsForRead__Output>
          MediaSegmentDetailsForWrite: MessageTypeDefinition<_nuance_biosec_v1_audio_MediaSegmentDetailsForWrite, _nuance_biosec_v1_audio_MediaSegmentDetailsForWrite__Output>
          Mp3: MessageTypeDefinition<_nuance_biosec_v1_audio_Mp3, _nuance_biosec_v1_audio_Mp3__Output>
          PCM: MessageTypeDefinition<_nuance_biosec_v1_audio_PCM, _nuance_biosec_v1_audio_PCM__Output>
          PartyAttributes: MessageTypeDefinition<_nuance_biosec_v1_audio_PartyAttributes, _nuance_biosec_v1_audio_PartyAttributes__Output>
          PartyType: EnumTypeDefinition
          ProcessedAudioDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_audio_ProcessedAudioDetailsForRead, _nuance_biosec_v1_audio_ProcessedAudioDetailsForRead__Output>
          ProcessedAudioDetailsForWrite: MessageTypeDefinition<_nuance_biosec_v1_audio_ProcessedAudioDetailsForWrite, _nuance_biosec_v1_audio_ProcessedAudioDetailsForWrite__Output>
          ProcessingAttributes: MessageTypeDefinition<_nuance_biosec_v1_audio_ProcessingAttributes, _nuance_biosec_v1_audio_ProcessingAttributes__Output>
          RecordingAttributes: MessageTypeDefinition<_nuance_biosec_v1_audio_RecordingAttributes, _nuance_biosec_v1_audio_RecordingAttributes__Output>
          Target: EnumTypeDefinition
          ULaw: MessageTypeDefinition<_nuance_biosec_v1_audio_ULaw, _nuance_biosec_v1_audio_ULaw__Output>
          UpdateMediaSegmentDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest__Output>
          UpdateMediaSegmentDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse, _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>
          UpdateProcessedAudioDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest__Output>
          UpdateProcessedAudioDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse, _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>
        }
        deviceprint: {
          TelephonyChannelScore: MessageTypeDefinition<_nuance_biosec_v1_deviceprint_TelephonyChannelScore, _nuance_biosec_v1_deviceprint_TelephonyChannelScore__Output>
          TelephonyChannelType: EnumTypeDefinition
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
  vigil: {
    v1: {
      ChannelPeaks: MessageTypeDefinition<_vigil_v1_ChannelPeaks, _vigil_v1_ChannelPeaks__Output>
      ChannelTranscript: MessageTypeDefinition<_vigil_v1_ChannelTranscript, _vigil_v1_ChannelTranscript__Output>
      GetMediaSegmentPeaksRequest: MessageTypeDefinition<_vigil_v1_GetMediaSegmentPeaksRequest, _vigil_v1_GetMediaSegmentPeaksRequest__Output>
      GetMediaSegmentPeaksResponse: MessageTypeDefinition<_vigil_v1_GetMediaSegmentPeaksResponse, _vigil_v1_GetMediaSegmentPeaksResponse__Output>
      GetMediaSegmentTranscriptRequest: MessageTypeDefinition<_vigil_v1_GetMediaSegmentTranscriptRequest, _vigil_v1_GetMediaSegmentTranscriptRequest__Output>
      GetMediaSegmentTranscriptResponse: MessageTypeDefinition<_vigil_v1_GetMediaSegmentTranscriptResponse, _vigil_v1_GetMediaSegmentTranscriptResponse__Output>
      /**
       * Waveform overviews of stored media segments.
       */
      MediaPeaks: SubtypeConstructor<typeof grpc.Client, _vigil_v1_MediaPeaksClient> & { service: _vigil_v1_MediaPeaksDefinition }
      /**
       * What was said in stored media segments, per party channel, as the speech engine heard it. Every
       * segment is transcribed in the background after its upload; this reads the outcome.
       */
      MediaTranscripts: SubtypeConstructor<typeof grpc.Client, _vigil_v1_MediaTranscriptsClient> & { service: _vigil_v1_MediaTranscriptsDefinition }
      TranscriptStatus: EnumTypeDefinition
      TranscriptTurn: MessageTypeDefinition<_vigil_v1_TranscriptTurn, _vigil_v1_TranscriptTurn__Output>
      TranscriptWord: MessageTypeDefinition<_vigil_v1_TranscriptWord, _vigil_v1_TranscriptWord__Output>
      TurnEntity: MessageTypeDefinition<_vigil_v1_TurnEntity, _vigil_v1_TurnEntity__Output>
      TurnInterpretation: MessageTypeDefinition<_vigil_v1_TurnInterpretation, _vigil_v1_TurnInterpretation__Output>
    }
  }
}


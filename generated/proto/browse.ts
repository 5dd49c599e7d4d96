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
import type { AddFraudsterToWatchlistRequest as _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, AddFraudsterToWatchlistRequest__Output as _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output } from './nuance/biosec/v1/entities/AddFraudsterToWatchlistRequest';
import type { AddFraudsterToWatchlistResponse as _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse, AddFraudsterToWatchlistResponse__Output as _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output } from './nuance/biosec/v1/entities/AddFraudsterToWatchlistResponse';
import type { AddPersonToGroupRequest as _nuance_biosec_v1_entities_AddPersonToGroupRequest, AddPersonToGroupRequest__Output as _nuance_biosec_v1_entities_AddPersonToGroupRequest__Output } from './nuance/biosec/v1/entities/AddPersonToGroupRequest';
import type { AddPersonToGroupResponse as _nuance_biosec_v1_entities_AddPersonToGroupResponse, AddPersonToGroupResponse__Output as _nuance_biosec_v1_entities_AddPersonToGroupResponse__Output } from './nuance/biosec/v1/entities/AddPersonToGroupResponse';
import type { CreateGroupRequest as _nuance_biosec_v1_entities_CreateGroupRequest, CreateGroupRequest__Output as _nuance_biosec_v1_entities_CreateGroupRequest__Output } from './nuance/biosec/v1/entities/CreateGroupRequest';
import type { CreateGroupResponse as _nuance_biosec_v1_entities_CreateGroupResponse, CreateGroupResponse__Output as _nuance_biosec_v1_entities_CreateGroupResponse__Output } from './nuance/biosec/v1/entities/CreateGroupResponse';
import type { CreateWatchlistRequest as _nuance_biosec_v1_entities_CreateWatchlistRequest, CreateWatchlistRequest__Output as _nuance_biosec_v1_entities_CreateWatchlistRequest__Output } from './nuance/biosec/v1/entities/CreateWatchlistRequest';
import type { CreateWatchlistResponse as _nuance_biosec_v1_entities_CreateWatchlistResponse, CreateWatchlistResponse__Output as _nuance_biosec_v1_entities_CreateWatchlistResponse__Output } from './nuance/biosec/v1/entities/CreateWatchlistResponse';
import type { DeleteGroupRequest as _nuance_biosec_v1_entities_DeleteGroupRequest, DeleteGroupRequest__Output as _nuance_biosec_v1_entities_DeleteGroupRequest__Output } from './nuance/biosec/v1/entities/DeleteGroupRequest';
import type { DeleteGroupResponse as _nuance_biosec_v1_entities_DeleteGroupResponse, DeleteGroupResponse__Output as _nuance_biosec_v1_entities_DeleteGroupResponse__Output } from './nuance/biosec/v1/entities/DeleteGroupResponse';
import type { DeleteWatchlistRequest as _nuance_biosec_v1_entities_DeleteWatchlistRequest, DeleteWatchlistRequest__Output as _nuance_biosec_v1_entities_DeleteWatchlistRequest__Output } from './nuance/biosec/v1/entities/DeleteWatchlistRequest';
import type { DeleteWatchlistResponse as _nuance_biosec_v1_entities_DeleteWatchlistResponse, DeleteWatchlistResponse__Output as _nuance_biosec_v1_entities_DeleteWatchlistResponse__Output } from './nuance/biosec/v1/entities/DeleteWatchlistResponse';
import type { GetGkGroupIdRequest as _nuance_biosec_v1_entities_GetGkGroupIdRequest, GetGkGroupIdRequest__Output as _nuance_biosec_v1_entities_GetGkGroupIdRequest__Output } from './nuance/biosec/v1/entities/GetGkGroupIdRequest';
import type { GetGkGroupIdResponse as _nuance_biosec_v1_entities_GetGkGroupIdResponse, GetGkGroupIdResponse__Output as _nuance_biosec_v1_entities_GetGkGroupIdResponse__Output } from './nuance/biosec/v1/entities/GetGkGroupIdResponse';
import type { GetGkWatchlistIdRequest as _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, GetGkWatchlistIdRequest__Output as _nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output } from './nuance/biosec/v1/entities/GetGkWatchlistIdRequest';
import type { GetGkWatchlistIdResponse as _nuance_biosec_v1_entities_GetGkWatchlistIdResponse, GetGkWatchlistIdResponse__Output as _nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output } from './nuance/biosec/v1/entities/GetGkWatchlistIdResponse';
import type { GetGroupDetailsRequest as _nuance_biosec_v1_entities_GetGroupDetailsRequest, GetGroupDetailsRequest__Output as _nuance_biosec_v1_entities_GetGroupDetailsRequest__Output } from './nuance/biosec/v1/entities/GetGroupDetailsRequest';
import type { GetGroupDetailsResponse as _nuance_biosec_v1_entities_GetGroupDetailsResponse, GetGroupDetailsResponse__Output as _nuance_biosec_v1_entities_GetGroupDetailsResponse__Output } from './nuance/biosec/v1/entities/GetGroupDetailsResponse';
import type { GetWatchlistDetailsRequest as _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, GetWatchlistDetailsRequest__Output as _nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output } from './nuance/biosec/v1/entities/GetWatchlistDetailsRequest';
import type { GetWatchlistDetailsResponse as _nuance_biosec_v1_entities_GetWatchlistDetailsResponse, GetWatchlistDetailsResponse__Output as _nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output } from './nuance/biosec/v1/entities/GetWatchlistDetailsResponse';
import type { GroupDetailsForCreate as _nuance_biosec_v1_entities_GroupDetailsForCreate, GroupDetailsForCreate__Output as _nuance_biosec_v1_entities_GroupDetailsForCreate__Output } from './nuance/biosec/v1/entities/GroupDetailsForCreate';
import type { GroupDetailsForRead as _nuance_biosec_v1_entities_GroupDetailsForRead, GroupDetailsForRead__Output as _nuance_biosec_v1_entities_GroupDetailsForRead__Output } from './nuance/biosec/v1/entities/GroupDetailsForRead';
import type { GroupDetailsForUpdate as _nuance_biosec_v1_entities_GroupDetailsForUpdate, GroupDetailsForUpdate__Output as _nuance_biosec_v1_entities_GroupDetailsForUpdate__Output } from './nuance/biosec/v1/entities/GroupDetailsForUpdate';
import type { IsFraudsterInWatchlistRequest as _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, IsFraudsterInWatchlistRequest__Output as _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output } from './nuance/biosec/v1/entities/IsFraudsterInWatchlistRequest';
import type { IsFraudsterInWatchlistResponse as _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse, IsFraudsterInWatchlistResponse__Output as _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output } from './nuance/biosec/v1/entities/IsFraudsterInWatchlistResponse';
import type { IsPersonInGroupRequest as _nuance_biosec_v1_entities_IsPersonInGroupRequest, IsPersonInGroupRequest__Output as _nuance_biosec_v1_entities_IsPersonInGroupRequest__Output } from './nuance/biosec/v1/entities/IsPersonInGroupRequest';
import type { IsPersonInGroupResponse as _nuance_biosec_v1_entities_IsPersonInGroupResponse, IsPersonInGroupResponse__Output as _nuance_biosec_v1_entities_IsPersonInGroupResponse__Output } from './nuance/biosec/v1/entities/IsPersonInGroupResponse';
import type { ListGroupPersonsRequest as _nuance_biosec_v1_entities_ListGroupPersonsRequest, ListGroupPersonsRequest__Output as _nuance_biosec_v1_entities_ListGroupPersonsRequest__Output } from './nuance/biosec/v1/entities/ListGroupPersonsRequest';
import type { ListGroupPersonsResponse as _nuance_biosec_v1_entities_ListGroupPersonsResponse, ListGroupPersonsResponse__Output as _nuance_biosec_v1_entities_ListGroupPersonsResponse__Output } from './nuance/biosec/v1/entities/ListGroupPersonsResponse';
import type { ListWatchlistFraudstersRequest as _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, ListWatchlistFraudstersRequest__Output as _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output } from './nuance/biosec/v1/entities/ListWatchlistFraudstersRequest';
import type { ListWatchlistFraudstersResponse as _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse, ListWatchlistFraudstersResponse__Output as _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output } from './nuance/biosec/v1/entities/ListWatchlistFraudstersResponse';
import type { RemoveFraudstersFromWatchlistRequest as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, RemoveFraudstersFromWatchlistRequest__Output as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output } from './nuance/biosec/v1/entities/RemoveFraudstersFromWatchlistRequest';
import type { RemoveFraudstersFromWatchlistResponse as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse, RemoveFraudstersFromWatchlistResponse__Output as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output } from './nuance/biosec/v1/entities/RemoveFraudstersFromWatchlistResponse';
import type { RemovePersonsFromGroupRequest as _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, RemovePersonsFromGroupRequest__Output as _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output } from './nuance/biosec/v1/entities/RemovePersonsFromGroupRequest';
import type { RemovePersonsFromGroupResponse as _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse, RemovePersonsFromGroupResponse__Output as _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output } from './nuance/biosec/v1/entities/RemovePersonsFromGroupResponse';
import type { RenameGroupRequest as _nuance_biosec_v1_entities_RenameGroupRequest, RenameGroupRequest__Output as _nuance_biosec_v1_entities_RenameGroupRequest__Output } from './nuance/biosec/v1/entities/RenameGroupRequest';
import type { RenameGroupResponse as _nuance_biosec_v1_entities_RenameGroupResponse, RenameGroupResponse__Output as _nuance_biosec_v1_entities_RenameGroupResponse__Output } from './nuance/biosec/v1/entities/RenameGroupResponse';
import type { RenameWatchlistRequest as _nuance_biosec_v1_entities_RenameWatchlistRequest, RenameWatchlistRequest__Output as _nuance_biosec_v1_entities_RenameWatchlistRequest__Output } from './nuance/biosec/v1/entities/RenameWatchlistRequest';
import type { RenameWatchlistResponse as _nuance_biosec_v1_entities_RenameWatchlistResponse, RenameWatchlistResponse__Output as _nuance_biosec_v1_entities_RenameWatchlistResponse__Output } from './nuance/biosec/v1/entities/RenameWatchlistResponse';
import type { UpdateGroupRequest as _nuance_biosec_v1_entities_UpdateGroupRequest, UpdateGroupRequest__Output as _nuance_biosec_v1_entities_UpdateGroupRequest__Output } from './nuance/biosec/v1/entities/UpdateGroupRequest';
import type { UpdateGroupResponse as _nuance_biosec_v1_entities_UpdateGroupResponse, UpdateGroupResponse__Output as _nuance_biosec_v1_entities_UpdateGroupResponse__Output } from './nuance/biosec/v1/entities/UpdateGroupResponse';
import type { UpdateWatchlistRequest as _nuance_biosec_v1_entities_UpdateWatchlistRequest, UpdateWatchlistRequest__Output as _nuance_biosec_v1_entities_UpdateWatchlistRequest__Output } from './nuance/biosec/v1/entities/UpdateWatchlistRequest';
import type { UpdateWatchlistResponse as _nuance_biosec_v1_entities_UpdateWatchlistResponse, UpdateWatchlistResponse__Output as _nuance_biosec_v1_entities_UpdateWatchlistResponse__Output } from './nuance/biosec/v1/entities/UpdateWatchlistResponse';
import type { WatchlistDetailsForCreate as _nuance_biosec_v1_entities_WatchlistDetailsForCreate, WatchlistDetailsForCreate__Output as _nuance_biosec_v1_entities_WatchlistDetailsForCreate__Output } from './nuance/biosec/v1/entities/WatchlistDetailsForCreate';
import type { WatchlistDetailsForRead as _nuance_biosec_v1_entities_WatchlistDetailsForRead, WatchlistDetailsForRead__Output as _nuance_biosec_v1_entities_WatchlistDetailsForRead__Output } from './nuance/biosec/v1/entities/WatchlistDetailsForRead';
import type { WatchlistDetailsForUpdate as _nuance_biosec_v1_entities_WatchlistDetailsForUpdate, WatchlistDetailsForUpdate__Output as _nuance_biosec_v1_entities_WatchlistDetailsForUpdate__Output } from './nuance/biosec/v1/entities/WatchlistDetailsForUpdate';
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
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from './nuance/rpc/DiagnosticDetail';
import type { FieldViolation as _nuance_rpc_FieldViolation, FieldViolation__Output as _nuance_rpc_FieldViolation__Output } from './nuance/rpc/FieldViolation';
import type { HelpInfo as _nuance_rpc_HelpInfo, HelpInfo__Output as _nuance_rpc_HelpInfo__Output } from './nuance/rpc/HelpInfo';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from './nuance/rpc/LocalizedMessage';
import type { RequestInfo as _nuance_rpc_RequestInfo, RequestInfo__Output as _nuance_rpc_RequestInfo__Output } from './nuance/rpc/RequestInfo';
import type { RetryInfo as _nuance_rpc_RetryInfo, RetryInfo__Output as _nuance_rpc_RetryInfo__Output } from './nuance/rpc/RetryInfo';
import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from './nuance/rpc/Status';
import type { StatusDetail as _nuance_rpc_StatusDetail, StatusDetail__Output as _nuance_rpc_StatusDetail__Output } from './nuance/rpc/StatusDetail';
import type { BrowseClient as _vigil_v1_BrowseClient, BrowseDefinition as _vigil_v1_BrowseDefinition } from './vigil/v1/Browse';
import type { DecidingConfigset as _vigil_v1_DecidingConfigset, DecidingConfigset__Output as _vigil_v1_DecidingConfigset__Output } from './vigil/v1/DecidingConfigset';
import type { DecisionExplanation as _vigil_v1_DecisionExplanation, DecisionExplanation__Output as _vigil_v1_DecisionExplanation__Output } from './vigil/v1/DecisionExplanation';
import type { DecisionFactor as _vigil_v1_DecisionFactor, DecisionFactor__Output as _vigil_v1_DecisionFactor__Output } from './vigil/v1/DecisionFactor';
import type { DecisionRuleCheck as _vigil_v1_DecisionRuleCheck, DecisionRuleCheck__Output as _vigil_v1_DecisionRuleCheck__Output } from './vigil/v1/DecisionRuleCheck';
import type { DecisionThresholds as _vigil_v1_DecisionThresholds, DecisionThresholds__Output as _vigil_v1_DecisionThresholds__Output } from './vigil/v1/DecisionThresholds';
import type { DialogComponent as _vigil_v1_DialogComponent, DialogComponent__Output as _vigil_v1_DialogComponent__Output } from './vigil/v1/DialogComponent';
import type { DialogDataAccess as _vigil_v1_DialogDataAccess, DialogDataAccess__Output as _vigil_v1_DialogDataAccess__Output } from './vigil/v1/DialogDataAccess';
import type { DialogNode as _vigil_v1_DialogNode, DialogNode__Output as _vigil_v1_DialogNode__Output } from './vigil/v1/DialogNode';
import type { DialogProjectItem as _vigil_v1_DialogProjectItem, DialogProjectItem__Output as _vigil_v1_DialogProjectItem__Output } from './vigil/v1/DialogProjectItem';
import type { DialogTransition as _vigil_v1_DialogTransition, DialogTransition__Output as _vigil_v1_DialogTransition__Output } from './vigil/v1/DialogTransition';
import type { GetDialogProjectRequest as _vigil_v1_GetDialogProjectRequest, GetDialogProjectRequest__Output as _vigil_v1_GetDialogProjectRequest__Output } from './vigil/v1/GetDialogProjectRequest';
import type { GetDialogProjectResponse as _vigil_v1_GetDialogProjectResponse, GetDialogProjectResponse__Output as _vigil_v1_GetDialogProjectResponse__Output } from './vigil/v1/GetDialogProjectResponse';
import type { GroupItem as _vigil_v1_GroupItem, GroupItem__Output as _vigil_v1_GroupItem__Output } from './vigil/v1/GroupItem';
import type { ListDecisionExplanationsRequest as _vigil_v1_ListDecisionExplanationsRequest, ListDecisionExplanationsRequest__Output as _vigil_v1_ListDecisionExplanationsRequest__Output } from './vigil/v1/ListDecisionExplanationsRequest';
import type { ListDecisionExplanationsResponse as _vigil_v1_ListDecisionExplanationsResponse, ListDecisionExplanationsResponse__Output as _vigil_v1_ListDecisionExplanationsResponse__Output } from './vigil/v1/ListDecisionExplanationsResponse';
import type { ListDialogProjectsRequest as _vigil_v1_ListDialogProjectsRequest, ListDialogProjectsRequest__Output as _vigil_v1_ListDialogProjectsRequest__Output } from './vigil/v1/ListDialogProjectsRequest';
import type { ListDialogProjectsResponse as _vigil_v1_ListDialogProjectsResponse, ListDialogProjectsResponse__Output as _vigil_v1_ListDialogProjectsResponse__Output } from './vigil/v1/ListDialogProjectsResponse';
import type { ListEngagementsRequest as _vigil_v1_ListEngagementsRequest, ListEngagementsRequest__Output as _vigil_v1_ListEngagementsRequest__Output } from './vigil/v1/ListEngagementsRequest';
import type { ListEngagementsResponse as _vigil_v1_ListEngagementsResponse, ListEngagementsResponse__Output as _vigil_v1_ListEngagementsResponse__Output } from './vigil/v1/ListEngagementsResponse';
import type { ListGroupsRequest as _vigil_v1_ListGroupsRequest, ListGroupsRequest__Output as _vigil_v1_ListGroupsRequest__Output } from './vigil/v1/ListGroupsRequest';
import type { ListGroupsResponse as _vigil_v1_ListGroupsResponse, ListGroupsResponse__Output as _vigil_v1_ListGroupsResponse__Output } from './vigil/v1/ListGroupsResponse';
import type { ListMediaSegmentsRequest as _vigil_v1_ListMediaSegmentsRequest, ListMediaSegmentsRequest__Output as _vigil_v1_ListMediaSegmentsRequest__Output } from './vigil/v1/ListMediaSegmentsRequest';
import type { ListMediaSegmentsResponse as _vigil_v1_ListMediaSegmentsResponse, ListMediaSegmentsResponse__Output as _vigil_v1_ListMediaSegmentsResponse__Output } from './vigil/v1/ListMediaSegmentsResponse';
import type { ListNluModelsRequest as _vigil_v1_ListNluModelsRequest, ListNluModelsRequest__Output as _vigil_v1_ListNluModelsRequest__Output } from './vigil/v1/ListNluModelsRequest';
import type { ListNluModelsResponse as _vigil_v1_ListNluModelsResponse, ListNluModelsResponse__Output as _vigil_v1_ListNluModelsResponse__Output } from './vigil/v1/ListNluModelsResponse';
import type { ListPersonConsentEventsRequest as _vigil_v1_ListPersonConsentEventsRequest, ListPersonConsentEventsRequest__Output as _vigil_v1_ListPersonConsentEventsRequest__Output } from './vigil/v1/ListPersonConsentEventsRequest';
import type { ListPersonConsentEventsResponse as _vigil_v1_ListPersonConsentEventsResponse, ListPersonConsentEventsResponse__Output as _vigil_v1_ListPersonConsentEventsResponse__Output } from './vigil/v1/ListPersonConsentEventsResponse';
import type { ListSessionsRequest as _vigil_v1_ListSessionsRequest, ListSessionsRequest__Output as _vigil_v1_ListSessionsRequest__Output } from './vigil/v1/ListSessionsRequest';
import type { ListSessionsResponse as _vigil_v1_ListSessionsResponse, ListSessionsResponse__Output as _vigil_v1_ListSessionsResponse__Output } from './vigil/v1/ListSessionsResponse';
import type { ListVoiceprintProfilesRequest as _vigil_v1_ListVoiceprintProfilesRequest, ListVoiceprintProfilesRequest__Output as _vigil_v1_ListVoiceprintProfilesRequest__Output } from './vigil/v1/ListVoiceprintProfilesRequest';
import type { ListVoiceprintProfilesResponse as _vigil_v1_ListVoiceprintProfilesResponse, ListVoiceprintProfilesResponse__Output as _vigil_v1_ListVoiceprintProfilesResponse__Output } from './vigil/v1/ListVoiceprintProfilesResponse';
import type { ListWatchlistsRequest as _vigil_v1_ListWatchlistsRequest, ListWatchlistsRequest__Output as _vigil_v1_ListWatchlistsRequest__Output } from './vigil/v1/ListWatchlistsRequest';
import type { ListWatchlistsResponse as _vigil_v1_ListWatchlistsResponse, ListWatchlistsResponse__Output as _vigil_v1_ListWatchlistsResponse__Output } from './vigil/v1/ListWatchlistsResponse';
import type { MediaSegmentItem as _vigil_v1_MediaSegmentItem, MediaSegmentItem__Output as _vigil_v1_MediaSegmentItem__Output } from './vigil/v1/MediaSegmentItem';
import type { NluModelItem as _vigil_v1_NluModelItem, NluModelItem__Output as _vigil_v1_NluModelItem__Output } from './vigil/v1/NluModelItem';
import type { PersonConsentEvent as _vigil_v1_PersonConsentEvent, PersonConsentEvent__Output as _vigil_v1_PersonConsentEvent__Output } from './vigil/v1/PersonConsentEvent';
import type { PostCallSpeech as _vigil_v1_PostCallSpeech, PostCallSpeech__Output as _vigil_v1_PostCallSpeech__Output } from './vigil/v1/PostCallSpeech';
import type { VoiceprintProfileItem as _vigil_v1_VoiceprintProfileItem, VoiceprintProfileItem__Output as _vigil_v1_VoiceprintProfileItem__Output } from './vigil/v1/VoiceprintProfileItem';
import type { WatchlistItem as _vigil_v1_WatchlistItem, WatchlistItem__Output as _vigil_v1_WatchlistItem__Output } from './vigil/v1/WatchlistItem';

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
        entities: {
          AddFraudsterToWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output>
          AddFraudsterToWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse, _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>
          AddPersonToGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_AddPersonToGroupRequest, _nuance_biosec_v1_entities_AddPersonToGroupRequest__Output>
          AddPersonToGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_AddPersonToGroupResponse, _nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>
          CallerIdDataEncoding: EnumTypeDefinition
          ConsentStatus: EnumTypeDefinition
          CreateGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateGroupRequest, _nuance_biosec_v1_entities_CreateGroupRequest__Output>
          CreateGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateGroupResponse, _nuance_biosec_v1_entities_CreateGroupResponse__Output>
          CreateWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateWatchlistRequest, _nuance_biosec_v1_entities_CreateWatchlistRequest__Output>
          CreateWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateWatchlistResponse, _nuance_biosec_v1_entities_CreateWatchlistResponse__Output>
          DeleteGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteGroupRequest, _nuance_biosec_v1_entities_DeleteGroupRequest__Output>
          DeleteGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteGroupResponse, _nuance_biosec_v1_entities_DeleteGroupResponse__Output>
          DeleteWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteWatchlistRequest, _nuance_biosec_v1_entities_DeleteWatchlistRequest__Output>
          DeleteWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteWatchlistResponse, _nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>
          GetGkGroupIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkGroupIdRequest, _nuance_biosec_v1_entities_GetGkGroupIdRequest__Output>
          GetGkGroupIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkGroupIdResponse, _nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>
          GetGkWatchlistIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkWatchlistIdRequest, _nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output>
          GetGkWatchlistIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse, _nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>
          GetGroupDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGroupDetailsRequest, _nuance_biosec_v1_entities_GetGroupDetailsRequest__Output>
          GetGroupDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGroupDetailsResponse, _nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>
          GetWatchlistDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetWatchlistDetailsRequest, _nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output>
          GetWatchlistDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse, _nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>
          GroupDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForCreate, _nuance_biosec_v1_entities_GroupDetailsForCreate__Output>
          GroupDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForRead, _nuance_biosec_v1_entities_GroupDetailsForRead__Output>
          GroupDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForUpdate, _nuance_biosec_v1_entities_GroupDetailsForUpdate__Output>
          IsFraudsterInWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output>
          IsFraudsterInWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse, _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>
          IsPersonInGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_IsPersonInGroupRequest, _nuance_biosec_v1_entities_IsPersonInGroupRequest__Output>
          IsPersonInGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_IsPersonInGroupResponse, _nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>
          ListGroupPersonsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListGroupPersonsRequest, _nuance_biosec_v1_entities_ListGroupPersonsRequest__Output>
          ListGroupPersonsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListGroupPersonsResponse, _nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>
          ListWatchlistFraudstersRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output>
          ListWatchlistFraudstersResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse, _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>
          RemoveFraudstersFromWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output>
          RemoveFraudstersFromWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>
          RemovePersonsFromGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output>
          RemovePersonsFromGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse, _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>
          RenameGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameGroupRequest, _nuance_biosec_v1_entities_RenameGroupRequest__Output>
          RenameGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameGroupResponse, _nuance_biosec_v1_entities_RenameGroupResponse__Output>
          RenameWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameWatchlistRequest, _nuance_biosec_v1_entities_RenameWatchlistRequest__Output>
          RenameWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameWatchlistResponse, _nuance_biosec_v1_entities_RenameWatchlistResponse__Output>
          UpdateGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateGroupRequest, _nuance_biosec_v1_entities_UpdateGroupRequest__Output>
          UpdateGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateGroupResponse, _nuance_biosec_v1_entities_UpdateGroupResponse__Output>
          UpdateWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateWatchlistRequest, _nuance_biosec_v1_entities_UpdateWatchlistRequest__Output>
          UpdateWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateWatchlistResponse, _nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>
          UploadType: EnumTypeDefinition
          WatchlistDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_WatchlistDetailsForCreate, _nuance_biosec_v1_entities_WatchlistDetailsForCreate__Output>
          WatchlistDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_WatchlistDetailsForRead, _nuance_biosec_v1_entities_WatchlistDetailsForRead__Output>
          WatchlistDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_WatchlistDetailsForUpdate, _nuance_biosec_v1_entities_WatchlistDetailsForUpdate__Output>
        }
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
      /**
       * Lists records of one scope for the console. Every call needs context.gk_scope_id and sees only
       * that scope's records.
       */
      Browse: SubtypeConstructor<typeof grpc.Client, _vigil_v1_BrowseClient> & { service: _vigil_v1_BrowseDefinition }
      DecidingConfigset: MessageTypeDefinition<_vigil_v1_DecidingConfigset, _vigil_v1_DecidingConfigset__Output>
      DecisionExplanation: MessageTypeDefinition<_vigil_v1_DecisionExplanation, _vigil_v1_DecisionExplanation__Output>
      DecisionFactor: MessageTypeDefinition<_vigil_v1_DecisionFactor, _vigil_v1_DecisionFactor__Output>
      DecisionRuleCheck: MessageTypeDefinition<_vigil_v1_DecisionRuleCheck, _vigil_v1_DecisionRuleCheck__Output>
      DecisionThresholds: MessageTypeDefinition<_vigil_v1_DecisionThresholds, _vigil_v1_DecisionThresholds__Output>
      DialogComponent: MessageTypeDefinition<_vigil_v1_DialogComponent, _vigil_v1_DialogComponent__Output>
      DialogDataAccess: MessageTypeDefinition<_vigil_v1_DialogDataAccess, _vigil_v1_DialogDataAccess__Output>
      DialogNode: MessageTypeDefinition<_vigil_v1_DialogNode, _vigil_v1_DialogNode__Output>
      DialogProjectItem: MessageTypeDefinition<_vigil_v1_DialogProjectItem, _vigil_v1_DialogProjectItem__Output>
      DialogTransition: MessageTypeDefinition<_vigil_v1_DialogTransition, _vigil_v1_DialogTransition__Output>
      GetDialogProjectRequest: MessageTypeDefinition<_vigil_v1_GetDialogProjectRequest, _vigil_v1_GetDialogProjectRequest__Output>
      GetDialogProjectResponse: MessageTypeDefinition<_vigil_v1_GetDialogProjectResponse, _vigil_v1_GetDialogProjectResponse__Output>
      GroupItem: MessageTypeDefinition<_vigil_v1_GroupItem, _vigil_v1_GroupItem__Output>
      ListDecisionExplanationsRequest: MessageTypeDefinition<_vigil_v1_ListDecisionExplanationsRequest, _vigil_v1_ListDecisionExplanationsRequest__Output>
      ListDecisionExplanationsResponse: MessageTypeDefinition<_vigil_v1_ListDecisionExplanationsResponse, _vigil_v1_ListDecisionExplanationsResponse__Output>
      ListDialogProjectsRequest: MessageTypeDefinition<_vigil_v1_ListDialogProjectsRequest, _vigil_v1_ListDialogProjectsRequest__Output>
      ListDialogProjectsResponse: MessageTypeDefinition<_vigil_v1_ListDialogProjectsResponse, _vigil_v1_ListDialogProjectsResponse__Output>
      ListEngagementsRequest: MessageTypeDefinition<_vigil_v1_ListEngagementsRequest, _vigil_v1_ListEngagementsRequest__Output>
      ListEngagementsResponse: MessageTypeDefinition<_vigil_v1_ListEngagementsResponse, _vigil_v1_ListEngagementsResponse__Output>
      ListGroupsRequest: MessageTypeDefinition<_vigil_v1_ListGroupsRequest, _vigil_v1_ListGroupsRequest__Output>
      ListGroupsResponse: MessageTypeDefinition<_vigil_v1_ListGroupsResponse, _vigil_v1_ListGroupsResponse__Output>
      ListMediaSegmentsRequest: MessageTypeDefinition<_vigil_v1_ListMediaSegmentsRequest, _vigil_v1_ListMediaSegmentsRequest__Output>
      ListMediaSegmentsResponse: MessageTypeDefinition<_vigil_v1_ListMediaSegmentsResponse, _vigil_v1_ListMediaSegmentsResponse__Output>
      ListNluModelsRequest: MessageTypeDefinition<_vigil_v1_ListNluModelsRequest, _vigil_v1_ListNluModelsRequest__Output>
      ListNluModelsResponse: MessageTypeDefinition<_vigil_v1_ListNluModelsResponse, _vigil_v1_ListNluModelsResponse__Output>
      ListPersonConsentEventsRequest: MessageTypeDefinition<_vigil_v1_ListPersonConsentEventsRequest, _vigil_v1_ListPersonConsentEventsRequest__Output>
      ListPersonConsentEventsResponse: MessageTypeDefinition<_vigil_v1_ListPersonConsentEventsResponse, _vigil_v1_ListPersonConsentEventsResponse__Output>
      ListSessionsRequest: MessageTypeDefinition<_vigil_v1_ListSessionsRequest, _vigil_v1_ListSessionsRequest__Output>
      ListSessionsResponse: MessageTypeDefinition<_vigil_v1_ListSessionsResponse, _vigil_v1_ListSessionsResponse__Output>
      ListVoiceprintProfilesRequest: MessageTypeDefinition<_vigil_v1_ListVoiceprintProfilesRequest, _vigil_v1_ListVoiceprintProfilesRequest__Output>
      ListVoiceprintProfilesResponse: MessageTypeDefinition<_vigil_v1_ListVoiceprintProfilesResponse, _vigil_v1_ListVoiceprintProfilesResponse__Output>
      ListWatchlistsRequest: MessageTypeDefinition<_vigil_v1_ListWatchlistsRequest, _vigil_v1_ListWatchlistsRequest__Output>
      ListWatchlistsResponse: MessageTypeDefinition<_vigil_v1_ListWatchlistsResponse, _vigil_v1_ListWatchlistsResponse__Output>
      MediaSegmentItem: MessageTypeDefinition<_vigil_v1_MediaSegmentItem, _vigil_v1_MediaSegmentItem__Output>
      NluModelItem: MessageTypeDefinition<_vigil_v1_NluModelItem, _vigil_v1_NluModelItem__Output>
      PersonConsentEvent: MessageTypeDefinition<_vigil_v1_PersonConsentEvent, _vigil_v1_PersonConsentEvent__Output>
      PostCallSpeech: MessageTypeDefinition<_vigil_v1_PostCallSpeech, _vigil_v1_PostCallSpeech__Output>
      VoiceprintProfileItem: MessageTypeDefinition<_vigil_v1_VoiceprintProfileItem, _vigil_v1_VoiceprintProfileItem__Output>
      WatchlistItem: MessageTypeDefinition<_vigil_v1_WatchlistItem, _vigil_v1_WatchlistItem__Output>
    }
  }
}


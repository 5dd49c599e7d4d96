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
import type { AddCallerIdRuleToWatchlistRequest as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, AddCallerIdRuleToWatchlistRequest__Output as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output } from './nuance/biosec/v1/entities/AddCallerIdRuleToWatchlistRequest';
import type { AddCallerIdRuleToWatchlistResponse as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse, AddCallerIdRuleToWatchlistResponse__Output as _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output } from './nuance/biosec/v1/entities/AddCallerIdRuleToWatchlistResponse';
import type { AddFraudsterToWatchlistRequest as _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, AddFraudsterToWatchlistRequest__Output as _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output } from './nuance/biosec/v1/entities/AddFraudsterToWatchlistRequest';
import type { AddFraudsterToWatchlistResponse as _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse, AddFraudsterToWatchlistResponse__Output as _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output } from './nuance/biosec/v1/entities/AddFraudsterToWatchlistResponse';
import type { AddPersonToGroupRequest as _nuance_biosec_v1_entities_AddPersonToGroupRequest, AddPersonToGroupRequest__Output as _nuance_biosec_v1_entities_AddPersonToGroupRequest__Output } from './nuance/biosec/v1/entities/AddPersonToGroupRequest';
import type { AddPersonToGroupResponse as _nuance_biosec_v1_entities_AddPersonToGroupResponse, AddPersonToGroupResponse__Output as _nuance_biosec_v1_entities_AddPersonToGroupResponse__Output } from './nuance/biosec/v1/entities/AddPersonToGroupResponse';
import type { CallerIdWatchlistDetailsForCreate as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate, CallerIdWatchlistDetailsForCreate__Output as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate__Output } from './nuance/biosec/v1/entities/CallerIdWatchlistDetailsForCreate';
import type { CallerIdWatchlistDetailsForRead as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead, CallerIdWatchlistDetailsForRead__Output as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead__Output } from './nuance/biosec/v1/entities/CallerIdWatchlistDetailsForRead';
import type { CallerIdWatchlistDetailsForUpdate as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForUpdate, CallerIdWatchlistDetailsForUpdate__Output as _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForUpdate__Output } from './nuance/biosec/v1/entities/CallerIdWatchlistDetailsForUpdate';
import type { ConsentInfo as _nuance_biosec_v1_entities_ConsentInfo, ConsentInfo__Output as _nuance_biosec_v1_entities_ConsentInfo__Output } from './nuance/biosec/v1/entities/ConsentInfo';
import type { CreateFraudsterRequest as _nuance_biosec_v1_entities_CreateFraudsterRequest, CreateFraudsterRequest__Output as _nuance_biosec_v1_entities_CreateFraudsterRequest__Output } from './nuance/biosec/v1/entities/CreateFraudsterRequest';
import type { CreateFraudsterResponse as _nuance_biosec_v1_entities_CreateFraudsterResponse, CreateFraudsterResponse__Output as _nuance_biosec_v1_entities_CreateFraudsterResponse__Output } from './nuance/biosec/v1/entities/CreateFraudsterResponse';
import type { CreateGroupRequest as _nuance_biosec_v1_entities_CreateGroupRequest, CreateGroupRequest__Output as _nuance_biosec_v1_entities_CreateGroupRequest__Output } from './nuance/biosec/v1/entities/CreateGroupRequest';
import type { CreateGroupResponse as _nuance_biosec_v1_entities_CreateGroupResponse, CreateGroupResponse__Output as _nuance_biosec_v1_entities_CreateGroupResponse__Output } from './nuance/biosec/v1/entities/CreateGroupResponse';
import type { CreatePersonRequest as _nuance_biosec_v1_entities_CreatePersonRequest, CreatePersonRequest__Output as _nuance_biosec_v1_entities_CreatePersonRequest__Output } from './nuance/biosec/v1/entities/CreatePersonRequest';
import type { CreatePersonResponse as _nuance_biosec_v1_entities_CreatePersonResponse, CreatePersonResponse__Output as _nuance_biosec_v1_entities_CreatePersonResponse__Output } from './nuance/biosec/v1/entities/CreatePersonResponse';
import type { CreateWatchlistRequest as _nuance_biosec_v1_entities_CreateWatchlistRequest, CreateWatchlistRequest__Output as _nuance_biosec_v1_entities_CreateWatchlistRequest__Output } from './nuance/biosec/v1/entities/CreateWatchlistRequest';
import type { CreateWatchlistResponse as _nuance_biosec_v1_entities_CreateWatchlistResponse, CreateWatchlistResponse__Output as _nuance_biosec_v1_entities_CreateWatchlistResponse__Output } from './nuance/biosec/v1/entities/CreateWatchlistResponse';
import type { DeleteCallerIdRuleFromWatchlistRequest as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, DeleteCallerIdRuleFromWatchlistRequest__Output as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output } from './nuance/biosec/v1/entities/DeleteCallerIdRuleFromWatchlistRequest';
import type { DeleteCallerIdRuleFromWatchlistResponse as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse, DeleteCallerIdRuleFromWatchlistResponse__Output as _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output } from './nuance/biosec/v1/entities/DeleteCallerIdRuleFromWatchlistResponse';
import type { DeleteFraudsterRequest as _nuance_biosec_v1_entities_DeleteFraudsterRequest, DeleteFraudsterRequest__Output as _nuance_biosec_v1_entities_DeleteFraudsterRequest__Output } from './nuance/biosec/v1/entities/DeleteFraudsterRequest';
import type { DeleteFraudsterResponse as _nuance_biosec_v1_entities_DeleteFraudsterResponse, DeleteFraudsterResponse__Output as _nuance_biosec_v1_entities_DeleteFraudsterResponse__Output } from './nuance/biosec/v1/entities/DeleteFraudsterResponse';
import type { DeleteGroupRequest as _nuance_biosec_v1_entities_DeleteGroupRequest, DeleteGroupRequest__Output as _nuance_biosec_v1_entities_DeleteGroupRequest__Output } from './nuance/biosec/v1/entities/DeleteGroupRequest';
import type { DeleteGroupResponse as _nuance_biosec_v1_entities_DeleteGroupResponse, DeleteGroupResponse__Output as _nuance_biosec_v1_entities_DeleteGroupResponse__Output } from './nuance/biosec/v1/entities/DeleteGroupResponse';
import type { DeletePersonRequest as _nuance_biosec_v1_entities_DeletePersonRequest, DeletePersonRequest__Output as _nuance_biosec_v1_entities_DeletePersonRequest__Output } from './nuance/biosec/v1/entities/DeletePersonRequest';
import type { DeletePersonResponse as _nuance_biosec_v1_entities_DeletePersonResponse, DeletePersonResponse__Output as _nuance_biosec_v1_entities_DeletePersonResponse__Output } from './nuance/biosec/v1/entities/DeletePersonResponse';
import type { DeletePersonalDataRequest as _nuance_biosec_v1_entities_DeletePersonalDataRequest, DeletePersonalDataRequest__Output as _nuance_biosec_v1_entities_DeletePersonalDataRequest__Output } from './nuance/biosec/v1/entities/DeletePersonalDataRequest';
import type { DeletePersonalDataResponse as _nuance_biosec_v1_entities_DeletePersonalDataResponse, DeletePersonalDataResponse__Output as _nuance_biosec_v1_entities_DeletePersonalDataResponse__Output } from './nuance/biosec/v1/entities/DeletePersonalDataResponse';
import type { DeleteWatchlistRequest as _nuance_biosec_v1_entities_DeleteWatchlistRequest, DeleteWatchlistRequest__Output as _nuance_biosec_v1_entities_DeleteWatchlistRequest__Output } from './nuance/biosec/v1/entities/DeleteWatchlistRequest';
import type { DeleteWatchlistResponse as _nuance_biosec_v1_entities_DeleteWatchlistResponse, DeleteWatchlistResponse__Output as _nuance_biosec_v1_entities_DeleteWatchlistResponse__Output } from './nuance/biosec/v1/entities/DeleteWatchlistResponse';
import type { EntitiesManagerClient as _nuance_biosec_v1_entities_EntitiesManagerClient, EntitiesManagerDefinition as _nuance_biosec_v1_entities_EntitiesManagerDefinition } from './nuance/biosec/v1/entities/EntitiesManager';
import type { ExportCallerIdRulesFromWatchlistRequest as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, ExportCallerIdRulesFromWatchlistRequest__Output as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output } from './nuance/biosec/v1/entities/ExportCallerIdRulesFromWatchlistRequest';
import type { ExportCallerIdRulesFromWatchlistResponse as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse, ExportCallerIdRulesFromWatchlistResponse__Output as _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output } from './nuance/biosec/v1/entities/ExportCallerIdRulesFromWatchlistResponse';
import type { FailedCallerIdRule as _nuance_biosec_v1_entities_FailedCallerIdRule, FailedCallerIdRule__Output as _nuance_biosec_v1_entities_FailedCallerIdRule__Output } from './nuance/biosec/v1/entities/FailedCallerIdRule';
import type { FraudsterDetailsForCreate as _nuance_biosec_v1_entities_FraudsterDetailsForCreate, FraudsterDetailsForCreate__Output as _nuance_biosec_v1_entities_FraudsterDetailsForCreate__Output } from './nuance/biosec/v1/entities/FraudsterDetailsForCreate';
import type { FraudsterDetailsForRead as _nuance_biosec_v1_entities_FraudsterDetailsForRead, FraudsterDetailsForRead__Output as _nuance_biosec_v1_entities_FraudsterDetailsForRead__Output } from './nuance/biosec/v1/entities/FraudsterDetailsForRead';
import type { FraudsterDetailsForUpdate as _nuance_biosec_v1_entities_FraudsterDetailsForUpdate, FraudsterDetailsForUpdate__Output as _nuance_biosec_v1_entities_FraudsterDetailsForUpdate__Output } from './nuance/biosec/v1/entities/FraudsterDetailsForUpdate';
import type { GetFraudsterDetailsRequest as _nuance_biosec_v1_entities_GetFraudsterDetailsRequest, GetFraudsterDetailsRequest__Output as _nuance_biosec_v1_entities_GetFraudsterDetailsRequest__Output } from './nuance/biosec/v1/entities/GetFraudsterDetailsRequest';
import type { GetFraudsterDetailsResponse as _nuance_biosec_v1_entities_GetFraudsterDetailsResponse, GetFraudsterDetailsResponse__Output as _nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output } from './nuance/biosec/v1/entities/GetFraudsterDetailsResponse';
import type { GetGkFraudsterIdRequest as _nuance_biosec_v1_entities_GetGkFraudsterIdRequest, GetGkFraudsterIdRequest__Output as _nuance_biosec_v1_entities_GetGkFraudsterIdRequest__Output } from './nuance/biosec/v1/entities/GetGkFraudsterIdRequest';
import type { GetGkFraudsterIdResponse as _nuance_biosec_v1_entities_GetGkFraudsterIdResponse, GetGkFraudsterIdResponse__Output as _nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output } from './nuance/biosec/v1/entities/GetGkFraudsterIdResponse';
import type { GetGkGroupIdRequest as _nuance_biosec_v1_entities_GetGkGroupIdRequest, GetGkGroupIdRequest__Output as _nuance_biosec_v1_entities_GetGkGroupIdRequest__Output } from './nuance/biosec/v1/entities/GetGkGroupIdRequest';
import type { GetGkGroupIdResponse as _nuance_biosec_v1_entities_GetGkGroupIdResponse, GetGkGroupIdResponse__Output as _nuance_biosec_v1_entities_GetGkGroupIdResponse__Output } from './nuance/biosec/v1/entities/GetGkGroupIdResponse';
import type { GetGkPersonIdRequest as _nuance_biosec_v1_entities_GetGkPersonIdRequest, GetGkPersonIdRequest__Output as _nuance_biosec_v1_entities_GetGkPersonIdRequest__Output } from './nuance/biosec/v1/entities/GetGkPersonIdRequest';
import type { GetGkPersonIdResponse as _nuance_biosec_v1_entities_GetGkPersonIdResponse, GetGkPersonIdResponse__Output as _nuance_biosec_v1_entities_GetGkPersonIdResponse__Output } from './nuance/biosec/v1/entities/GetGkPersonIdResponse';
import type { GetGkWatchlistIdRequest as _nuance_biosec_v1_entities_GetGkWatchlistIdRequest, GetGkWatchlistIdRequest__Output as _nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output } from './nuance/biosec/v1/entities/GetGkWatchlistIdRequest';
import type { GetGkWatchlistIdResponse as _nuance_biosec_v1_entities_GetGkWatchlistIdResponse, GetGkWatchlistIdResponse__Output as _nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output } from './nuance/biosec/v1/entities/GetGkWatchlistIdResponse';
import type { GetGroupDetailsRequest as _nuance_biosec_v1_entities_GetGroupDetailsRequest, GetGroupDetailsRequest__Output as _nuance_biosec_v1_entities_GetGroupDetailsRequest__Output } from './nuance/biosec/v1/entities/GetGroupDetailsRequest';
import type { GetGroupDetailsResponse as _nuance_biosec_v1_entities_GetGroupDetailsResponse, GetGroupDetailsResponse__Output as _nuance_biosec_v1_entities_GetGroupDetailsResponse__Output } from './nuance/biosec/v1/entities/GetGroupDetailsResponse';
import type { GetPersonDetailsRequest as _nuance_biosec_v1_entities_GetPersonDetailsRequest, GetPersonDetailsRequest__Output as _nuance_biosec_v1_entities_GetPersonDetailsRequest__Output } from './nuance/biosec/v1/entities/GetPersonDetailsRequest';
import type { GetPersonDetailsResponse as _nuance_biosec_v1_entities_GetPersonDetailsResponse, GetPersonDetailsResponse__Output as _nuance_biosec_v1_entities_GetPersonDetailsResponse__Output } from './nuance/biosec/v1/entities/GetPersonDetailsResponse';
import type { GetWatchlistDetailsRequest as _nuance_biosec_v1_entities_GetWatchlistDetailsRequest, GetWatchlistDetailsRequest__Output as _nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output } from './nuance/biosec/v1/entities/GetWatchlistDetailsRequest';
import type { GetWatchlistDetailsResponse as _nuance_biosec_v1_entities_GetWatchlistDetailsResponse, GetWatchlistDetailsResponse__Output as _nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output } from './nuance/biosec/v1/entities/GetWatchlistDetailsResponse';
import type { GroupDetailsForCreate as _nuance_biosec_v1_entities_GroupDetailsForCreate, GroupDetailsForCreate__Output as _nuance_biosec_v1_entities_GroupDetailsForCreate__Output } from './nuance/biosec/v1/entities/GroupDetailsForCreate';
import type { GroupDetailsForRead as _nuance_biosec_v1_entities_GroupDetailsForRead, GroupDetailsForRead__Output as _nuance_biosec_v1_entities_GroupDetailsForRead__Output } from './nuance/biosec/v1/entities/GroupDetailsForRead';
import type { GroupDetailsForUpdate as _nuance_biosec_v1_entities_GroupDetailsForUpdate, GroupDetailsForUpdate__Output as _nuance_biosec_v1_entities_GroupDetailsForUpdate__Output } from './nuance/biosec/v1/entities/GroupDetailsForUpdate';
import type { ImportCallerIdRulesToWatchlistRequest as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, ImportCallerIdRulesToWatchlistRequest__Output as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output } from './nuance/biosec/v1/entities/ImportCallerIdRulesToWatchlistRequest';
import type { ImportCallerIdRulesToWatchlistResponse as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse, ImportCallerIdRulesToWatchlistResponse__Output as _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output } from './nuance/biosec/v1/entities/ImportCallerIdRulesToWatchlistResponse';
import type { IsFraudsterInWatchlistRequest as _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, IsFraudsterInWatchlistRequest__Output as _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output } from './nuance/biosec/v1/entities/IsFraudsterInWatchlistRequest';
import type { IsFraudsterInWatchlistResponse as _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse, IsFraudsterInWatchlistResponse__Output as _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output } from './nuance/biosec/v1/entities/IsFraudsterInWatchlistResponse';
import type { IsPersonInGroupRequest as _nuance_biosec_v1_entities_IsPersonInGroupRequest, IsPersonInGroupRequest__Output as _nuance_biosec_v1_entities_IsPersonInGroupRequest__Output } from './nuance/biosec/v1/entities/IsPersonInGroupRequest';
import type { IsPersonInGroupResponse as _nuance_biosec_v1_entities_IsPersonInGroupResponse, IsPersonInGroupResponse__Output as _nuance_biosec_v1_entities_IsPersonInGroupResponse__Output } from './nuance/biosec/v1/entities/IsPersonInGroupResponse';
import type { ListCallerIdRulesFilters as _nuance_biosec_v1_entities_ListCallerIdRulesFilters, ListCallerIdRulesFilters__Output as _nuance_biosec_v1_entities_ListCallerIdRulesFilters__Output } from './nuance/biosec/v1/entities/ListCallerIdRulesFilters';
import type { ListFraudsterProfilesFilter as _nuance_biosec_v1_entities_ListFraudsterProfilesFilter, ListFraudsterProfilesFilter__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesFilter__Output } from './nuance/biosec/v1/entities/ListFraudsterProfilesFilter';
import type { ListFraudsterProfilesRequest as _nuance_biosec_v1_entities_ListFraudsterProfilesRequest, ListFraudsterProfilesRequest__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesRequest__Output } from './nuance/biosec/v1/entities/ListFraudsterProfilesRequest';
import type { ListFraudsterProfilesResponse as _nuance_biosec_v1_entities_ListFraudsterProfilesResponse, ListFraudsterProfilesResponse__Output as _nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output } from './nuance/biosec/v1/entities/ListFraudsterProfilesResponse';
import type { ListGroupPersonsRequest as _nuance_biosec_v1_entities_ListGroupPersonsRequest, ListGroupPersonsRequest__Output as _nuance_biosec_v1_entities_ListGroupPersonsRequest__Output } from './nuance/biosec/v1/entities/ListGroupPersonsRequest';
import type { ListGroupPersonsResponse as _nuance_biosec_v1_entities_ListGroupPersonsResponse, ListGroupPersonsResponse__Output as _nuance_biosec_v1_entities_ListGroupPersonsResponse__Output } from './nuance/biosec/v1/entities/ListGroupPersonsResponse';
import type { ListPersonProfilesFilter as _nuance_biosec_v1_entities_ListPersonProfilesFilter, ListPersonProfilesFilter__Output as _nuance_biosec_v1_entities_ListPersonProfilesFilter__Output } from './nuance/biosec/v1/entities/ListPersonProfilesFilter';
import type { ListPersonProfilesRequest as _nuance_biosec_v1_entities_ListPersonProfilesRequest, ListPersonProfilesRequest__Output as _nuance_biosec_v1_entities_ListPersonProfilesRequest__Output } from './nuance/biosec/v1/entities/ListPersonProfilesRequest';
import type { ListPersonProfilesResponse as _nuance_biosec_v1_entities_ListPersonProfilesResponse, ListPersonProfilesResponse__Output as _nuance_biosec_v1_entities_ListPersonProfilesResponse__Output } from './nuance/biosec/v1/entities/ListPersonProfilesResponse';
import type { ListWatchlistCallerIdRulesRequest as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, ListWatchlistCallerIdRulesRequest__Output as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output } from './nuance/biosec/v1/entities/ListWatchlistCallerIdRulesRequest';
import type { ListWatchlistCallerIdRulesResponse as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse, ListWatchlistCallerIdRulesResponse__Output as _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output } from './nuance/biosec/v1/entities/ListWatchlistCallerIdRulesResponse';
import type { ListWatchlistFraudstersRequest as _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, ListWatchlistFraudstersRequest__Output as _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output } from './nuance/biosec/v1/entities/ListWatchlistFraudstersRequest';
import type { ListWatchlistFraudstersResponse as _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse, ListWatchlistFraudstersResponse__Output as _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output } from './nuance/biosec/v1/entities/ListWatchlistFraudstersResponse';
import type { OptPersonInRequest as _nuance_biosec_v1_entities_OptPersonInRequest, OptPersonInRequest__Output as _nuance_biosec_v1_entities_OptPersonInRequest__Output } from './nuance/biosec/v1/entities/OptPersonInRequest';
import type { OptPersonInResponse as _nuance_biosec_v1_entities_OptPersonInResponse, OptPersonInResponse__Output as _nuance_biosec_v1_entities_OptPersonInResponse__Output } from './nuance/biosec/v1/entities/OptPersonInResponse';
import type { OptPersonOutRequest as _nuance_biosec_v1_entities_OptPersonOutRequest, OptPersonOutRequest__Output as _nuance_biosec_v1_entities_OptPersonOutRequest__Output } from './nuance/biosec/v1/entities/OptPersonOutRequest';
import type { OptPersonOutResponse as _nuance_biosec_v1_entities_OptPersonOutResponse, OptPersonOutResponse__Output as _nuance_biosec_v1_entities_OptPersonOutResponse__Output } from './nuance/biosec/v1/entities/OptPersonOutResponse';
import type { PersonDetailsForCreate as _nuance_biosec_v1_entities_PersonDetailsForCreate, PersonDetailsForCreate__Output as _nuance_biosec_v1_entities_PersonDetailsForCreate__Output } from './nuance/biosec/v1/entities/PersonDetailsForCreate';
import type { PersonDetailsForRead as _nuance_biosec_v1_entities_PersonDetailsForRead, PersonDetailsForRead__Output as _nuance_biosec_v1_entities_PersonDetailsForRead__Output } from './nuance/biosec/v1/entities/PersonDetailsForRead';
import type { PersonDetailsForUpdate as _nuance_biosec_v1_entities_PersonDetailsForUpdate, PersonDetailsForUpdate__Output as _nuance_biosec_v1_entities_PersonDetailsForUpdate__Output } from './nuance/biosec/v1/entities/PersonDetailsForUpdate';
import type { RemoveFraudstersFromWatchlistRequest as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, RemoveFraudstersFromWatchlistRequest__Output as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output } from './nuance/biosec/v1/entities/RemoveFraudstersFromWatchlistRequest';
import type { RemoveFraudstersFromWatchlistResponse as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse, RemoveFraudstersFromWatchlistResponse__Output as _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output } from './nuance/biosec/v1/entities/RemoveFraudstersFromWatchlistResponse';
import type { RemovePersonsFromGroupRequest as _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, RemovePersonsFromGroupRequest__Output as _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output } from './nuance/biosec/v1/entities/RemovePersonsFromGroupRequest';
import type { RemovePersonsFromGroupResponse as _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse, RemovePersonsFromGroupResponse__Output as _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output } from './nuance/biosec/v1/entities/RemovePersonsFromGroupResponse';
import type { RenameFraudsterRequest as _nuance_biosec_v1_entities_RenameFraudsterRequest, RenameFraudsterRequest__Output as _nuance_biosec_v1_entities_RenameFraudsterRequest__Output } from './nuance/biosec/v1/entities/RenameFraudsterRequest';
import type { RenameFraudsterResponse as _nuance_biosec_v1_entities_RenameFraudsterResponse, RenameFraudsterResponse__Output as _nuance_biosec_v1_entities_RenameFraudsterResponse__Output } from './nuance/biosec/v1/entities/RenameFraudsterResponse';
import type { RenameGroupRequest as _nuance_biosec_v1_entities_RenameGroupRequest, RenameGroupRequest__Output as _nuance_biosec_v1_entities_RenameGroupRequest__Output } from './nuance/biosec/v1/entities/RenameGroupRequest';
import type { RenameGroupResponse as _nuance_biosec_v1_entities_RenameGroupResponse, RenameGroupResponse__Output as _nuance_biosec_v1_entities_RenameGroupResponse__Output } from './nuance/biosec/v1/entities/RenameGroupResponse';
import type { RenamePersonRequest as _nuance_biosec_v1_entities_RenamePersonRequest, RenamePersonRequest__Output as _nuance_biosec_v1_entities_RenamePersonRequest__Output } from './nuance/biosec/v1/entities/RenamePersonRequest';
import type { RenamePersonResponse as _nuance_biosec_v1_entities_RenamePersonResponse, RenamePersonResponse__Output as _nuance_biosec_v1_entities_RenamePersonResponse__Output } from './nuance/biosec/v1/entities/RenamePersonResponse';
import type { RenameWatchlistRequest as _nuance_biosec_v1_entities_RenameWatchlistRequest, RenameWatchlistRequest__Output as _nuance_biosec_v1_entities_RenameWatchlistRequest__Output } from './nuance/biosec/v1/entities/RenameWatchlistRequest';
import type { RenameWatchlistResponse as _nuance_biosec_v1_entities_RenameWatchlistResponse, RenameWatchlistResponse__Output as _nuance_biosec_v1_entities_RenameWatchlistResponse__Output } from './nuance/biosec/v1/entities/RenameWatchlistResponse';
import type { TestCallerIdRuleRequest as _nuance_biosec_v1_entities_TestCallerIdRuleRequest, TestCallerIdRuleRequest__Output as _nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output } from './nuance/biosec/v1/entities/TestCallerIdRuleRequest';
import type { TestCallerIdRuleResponse as _nuance_biosec_v1_entities_TestCallerIdRuleResponse, TestCallerIdRuleResponse__Output as _nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output } from './nuance/biosec/v1/entities/TestCallerIdRuleResponse';
import type { UpdateCallerIdRuleInWatchlistRequest as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, UpdateCallerIdRuleInWatchlistRequest__Output as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output } from './nuance/biosec/v1/entities/UpdateCallerIdRuleInWatchlistRequest';
import type { UpdateCallerIdRuleInWatchlistResponse as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse, UpdateCallerIdRuleInWatchlistResponse__Output as _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output } from './nuance/biosec/v1/entities/UpdateCallerIdRuleInWatchlistResponse';
import type { UpdateFraudsterRequest as _nuance_biosec_v1_entities_UpdateFraudsterRequest, UpdateFraudsterRequest__Output as _nuance_biosec_v1_entities_UpdateFraudsterRequest__Output } from './nuance/biosec/v1/entities/UpdateFraudsterRequest';
import type { UpdateFraudsterResponse as _nuance_biosec_v1_entities_UpdateFraudsterResponse, UpdateFraudsterResponse__Output as _nuance_biosec_v1_entities_UpdateFraudsterResponse__Output } from './nuance/biosec/v1/entities/UpdateFraudsterResponse';
import type { UpdateGroupRequest as _nuance_biosec_v1_entities_UpdateGroupRequest, UpdateGroupRequest__Output as _nuance_biosec_v1_entities_UpdateGroupRequest__Output } from './nuance/biosec/v1/entities/UpdateGroupRequest';
import type { UpdateGroupResponse as _nuance_biosec_v1_entities_UpdateGroupResponse, UpdateGroupResponse__Output as _nuance_biosec_v1_entities_UpdateGroupResponse__Output } from './nuance/biosec/v1/entities/UpdateGroupResponse';
import type { UpdatePersonRequest as _nuance_biosec_v1_entities_UpdatePersonRequest, UpdatePersonRequest__Output as _nuance_biosec_v1_entities_UpdatePersonRequest__Output } from './nuance/biosec/v1/entities/UpdatePersonRequest';
import type { UpdatePersonResponse as _nuance_biosec_v1_entities_UpdatePersonResponse, UpdatePersonResponse__Output as _nuance_biosec_v1_entities_UpdatePersonResponse__Output } from './nuance/biosec/v1/entities/UpdatePersonResponse';
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
        entities: {
          AddCallerIdRuleToWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistRequest__Output>
          AddCallerIdRuleToWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse, _nuance_biosec_v1_entities_AddCallerIdRuleToWatchlistResponse__Output>
          AddFraudsterToWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest, _nuance_biosec_v1_entities_AddFraudsterToWatchlistRequest__Output>
          AddFraudsterToWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse, _nuance_biosec_v1_entities_AddFraudsterToWatchlistResponse__Output>
          AddPersonToGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_AddPersonToGroupRequest, _nuance_biosec_v1_entities_AddPersonToGroupRequest__Output>
          AddPersonToGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_AddPersonToGroupResponse, _nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>
          CallerIdDataEncoding: EnumTypeDefinition
          CallerIdWatchlistDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate, _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForCreate__Output>
          CallerIdWatchlistDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead, _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForRead__Output>
          CallerIdWatchlistDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_CallerIdWatchlistDetailsForUpdate, _nuance_biosec_v1_entities_CallerIdWatchlistDetailsForUpdate__Output>
          ConsentInfo: MessageTypeDefinition<_nuance_biosec_v1_entities_ConsentInfo, _nuance_biosec_v1_entities_ConsentInfo__Output>
          ConsentStatus: EnumTypeDefinition
          CreateFraudsterRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateFraudsterRequest, _nuance_biosec_v1_entities_CreateFraudsterRequest__Output>
          CreateFraudsterResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateFraudsterResponse, _nuance_biosec_v1_entities_CreateFraudsterResponse__Output>
          CreateGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateGroupRequest, _nuance_biosec_v1_entities_CreateGroupRequest__Output>
          CreateGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateGroupResponse, _nuance_biosec_v1_entities_CreateGroupResponse__Output>
          CreatePersonRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreatePersonRequest, _nuance_biosec_v1_entities_CreatePersonRequest__Output>
          CreatePersonResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreatePersonResponse, _nuance_biosec_v1_entities_CreatePersonResponse__Output>
          CreateWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateWatchlistRequest, _nuance_biosec_v1_entities_CreateWatchlistRequest__Output>
          CreateWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateWatchlistResponse, _nuance_biosec_v1_entities_CreateWatchlistResponse__Output>
          DeleteCallerIdRuleFromWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistRequest__Output>
          DeleteCallerIdRuleFromWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse, _nuance_biosec_v1_entities_DeleteCallerIdRuleFromWatchlistResponse__Output>
          DeleteFraudsterRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteFraudsterRequest, _nuance_biosec_v1_entities_DeleteFraudsterRequest__Output>
          DeleteFraudsterResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteFraudsterResponse, _nuance_biosec_v1_entities_DeleteFraudsterResponse__Output>
          DeleteGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteGroupRequest, _nuance_biosec_v1_entities_DeleteGroupRequest__Output>
          DeleteGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteGroupResponse, _nuance_biosec_v1_entities_DeleteGroupResponse__Output>
          DeletePersonRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeletePersonRequest, _nuance_biosec_v1_entities_DeletePersonRequest__Output>
          DeletePersonResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeletePersonResponse, _nuance_biosec_v1_entities_DeletePersonResponse__Output>
          DeletePersonalDataRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeletePersonalDataRequest, _nuance_biosec_v1_entities_DeletePersonalDataRequest__Output>
          DeletePersonalDataResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeletePersonalDataResponse, _nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>
          DeleteWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteWatchlistRequest, _nuance_biosec_v1_entities_DeleteWatchlistRequest__Output>
          DeleteWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteWatchlistResponse, _nuance_biosec_v1_entities_DeleteWatchlistResponse__Output>
          /**
           * Manages the entities of a scope: persons (known customers) and fraudsters (known impostors),
           * who own biometric profiles; groups of persons; fraudster watchlists; and caller ID watchlists
           * with their rules.
           */
          EntitiesManager: SubtypeConstructor<typeof grpc.Client, _nuance_biosec_v1_entities_EntitiesManagerClient> & { service: _nuance_biosec_v1_entities_EntitiesManagerDefinition }
          ExportCallerIdRulesFromWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistRequest__Output>
          ExportCallerIdRulesFromWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse, _nuance_biosec_v1_entities_ExportCallerIdRulesFromWatchlistResponse__Output>
          FailedCallerIdRule: MessageTypeDefinition<_nuance_biosec_v1_entities_FailedCallerIdRule, _nuance_biosec_v1_entities_FailedCallerIdRule__Output>
          FraudsterDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_FraudsterDetailsForCreate, _nuance_biosec_v1_entities_FraudsterDetailsForCreate__Output>
          FraudsterDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_FraudsterDetailsForRead, _nuance_biosec_v1_entities_FraudsterDetailsForRead__Output>
          FraudsterDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_FraudsterDetailsForUpdate, _nuance_biosec_v1_entities_FraudsterDetailsForUpdate__Output>
          GetFraudsterDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetFraudsterDetailsRequest, _nuance_biosec_v1_entities_GetFraudsterDetailsRequest__Output>
          GetFraudsterDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetFraudsterDetailsResponse, _nuance_biosec_v1_entities_GetFraudsterDetailsResponse__Output>
          GetGkFraudsterIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkFraudsterIdRequest, _nuance_biosec_v1_entities_GetGkFraudsterIdRequest__Output>
          GetGkFraudsterIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkFraudsterIdResponse, _nuance_biosec_v1_entities_GetGkFraudsterIdResponse__Output>
          GetGkGroupIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkGroupIdRequest, _nuance_biosec_v1_entities_GetGkGroupIdRequest__Output>
          GetGkGroupIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkGroupIdResponse, _nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>
          GetGkPersonIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkPersonIdRequest, _nuance_biosec_v1_entities_GetGkPersonIdRequest__Output>
          GetGkPersonIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkPersonIdResponse, _nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>
          GetGkWatchlistIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkWatchlistIdRequest, _nuance_biosec_v1_entities_GetGkWatchlistIdRequest__Output>
          GetGkWatchlistIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkWatchlistIdResponse, _nuance_biosec_v1_entities_GetGkWatchlistIdResponse__Output>
          GetGroupDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGroupDetailsRequest, _nuance_biosec_v1_entities_GetGroupDetailsRequest__Output>
          GetGroupDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGroupDetailsResponse, _nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>
          GetPersonDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetPersonDetailsRequest, _nuance_biosec_v1_entities_GetPersonDetailsRequest__Output>
          GetPersonDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetPersonDetailsResponse, _nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>
          GetWatchlistDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetWatchlistDetailsRequest, _nuance_biosec_v1_entities_GetWatchlistDetailsRequest__Output>
          GetWatchlistDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetWatchlistDetailsResponse, _nuance_biosec_v1_entities_GetWatchlistDetailsResponse__Output>
          GroupDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForCreate, _nuance_biosec_v1_entities_GroupDetailsForCreate__Output>
          GroupDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForRead, _nuance_biosec_v1_entities_GroupDetailsForRead__Output>
          GroupDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForUpdate, _nuance_biosec_v1_entities_GroupDetailsForUpdate__Output>
          ImportCallerIdRulesToWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistRequest__Output>
          ImportCallerIdRulesToWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse, _nuance_biosec_v1_entities_ImportCallerIdRulesToWatchlistResponse__Output>
          IsFraudsterInWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest, _nuance_biosec_v1_entities_IsFraudsterInWatchlistRequest__Output>
          IsFraudsterInWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse, _nuance_biosec_v1_entities_IsFraudsterInWatchlistResponse__Output>
          IsPersonInGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_IsPersonInGroupRequest, _nuance_biosec_v1_entities_IsPersonInGroupRequest__Output>
          IsPersonInGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_IsPersonInGroupResponse, _nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>
          ListCallerIdRulesFilters: MessageTypeDefinition<_nuance_biosec_v1_entities_ListCallerIdRulesFilters, _nuance_biosec_v1_entities_ListCallerIdRulesFilters__Output>
          ListFraudsterProfilesFilter: MessageTypeDefinition<_nuance_biosec_v1_entities_ListFraudsterProfilesFilter, _nuance_biosec_v1_entities_ListFraudsterProfilesFilter__Output>
          ListFraudsterProfilesRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListFraudsterProfilesRequest, _nuance_biosec_v1_entities_ListFraudsterProfilesRequest__Output>
          ListFraudsterProfilesResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListFraudsterProfilesResponse, _nuance_biosec_v1_entities_ListFraudsterProfilesResponse__Output>
          ListGroupPersonsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListGroupPersonsRequest, _nuance_biosec_v1_entities_ListGroupPersonsRequest__Output>
          ListGroupPersonsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListGroupPersonsResponse, _nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>
          ListPersonProfilesFilter: MessageTypeDefinition<_nuance_biosec_v1_entities_ListPersonProfilesFilter, _nuance_biosec_v1_entities_ListPersonProfilesFilter__Output>
          ListPersonProfilesRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListPersonProfilesRequest, _nuance_biosec_v1_entities_ListPersonProfilesRequest__Output>
          ListPersonProfilesResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListPersonProfilesResponse, _nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>
          ListWatchlistCallerIdRulesRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesRequest__Output>
          ListWatchlistCallerIdRulesResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse, _nuance_biosec_v1_entities_ListWatchlistCallerIdRulesResponse__Output>
          ListWatchlistFraudstersRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistFraudstersRequest, _nuance_biosec_v1_entities_ListWatchlistFraudstersRequest__Output>
          ListWatchlistFraudstersResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListWatchlistFraudstersResponse, _nuance_biosec_v1_entities_ListWatchlistFraudstersResponse__Output>
          OptPersonInRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_OptPersonInRequest, _nuance_biosec_v1_entities_OptPersonInRequest__Output>
          OptPersonInResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_OptPersonInResponse, _nuance_biosec_v1_entities_OptPersonInResponse__Output>
          OptPersonOutRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_OptPersonOutRequest, _nuance_biosec_v1_entities_OptPersonOutRequest__Output>
          OptPersonOutResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_OptPersonOutResponse, _nuance_biosec_v1_entities_OptPersonOutResponse__Output>
          PersonDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_PersonDetailsForCreate, _nuance_biosec_v1_entities_PersonDetailsForCreate__Output>
          PersonDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_PersonDetailsForRead, _nuance_biosec_v1_entities_PersonDetailsForRead__Output>
          PersonDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_PersonDetailsForUpdate, _nuance_biosec_v1_entities_PersonDetailsForUpdate__Output>
          RemoveFraudstersFromWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistRequest__Output>
          RemoveFraudstersFromWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse, _nuance_biosec_v1_entities_RemoveFraudstersFromWatchlistResponse__Output>
          RemovePersonsFromGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output>
          RemovePersonsFromGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse, _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>
          RenameFraudsterRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameFraudsterRequest, _nuance_biosec_v1_entities_RenameFraudsterRequest__Output>
          RenameFraudsterResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameFraudsterResponse, _nuance_biosec_v1_entities_RenameFraudsterResponse__Output>
          RenameGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameGroupRequest, _nuance_biosec_v1_entities_RenameGroupRequest__Output>
          RenameGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameGroupResponse, _nuance_biosec_v1_entities_RenameGroupResponse__Output>
          RenamePersonRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenamePersonRequest, _nuance_biosec_v1_entities_RenamePersonRequest__Output>
          RenamePersonResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenamePersonResponse, _nuance_biosec_v1_entities_RenamePersonResponse__Output>
          RenameWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameWatchlistRequest, _nuance_biosec_v1_entities_RenameWatchlistRequest__Output>
          RenameWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameWatchlistResponse, _nuance_biosec_v1_entities_RenameWatchlistResponse__Output>
          TestCallerIdRuleRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_TestCallerIdRuleRequest, _nuance_biosec_v1_entities_TestCallerIdRuleRequest__Output>
          TestCallerIdRuleResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_TestCallerIdRuleResponse, _nuance_biosec_v1_entities_TestCallerIdRuleResponse__Output>
          UpdateCallerIdRuleInWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistRequest__Output>
          UpdateCallerIdRuleInWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse, _nuance_biosec_v1_entities_UpdateCallerIdRuleInWatchlistResponse__Output>
          UpdateFraudsterRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateFraudsterRequest, _nuance_biosec_v1_entities_UpdateFraudsterRequest__Output>
          UpdateFraudsterResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateFraudsterResponse, _nuance_biosec_v1_entities_UpdateFraudsterResponse__Output>
          UpdateGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateGroupRequest, _nuance_biosec_v1_entities_UpdateGroupRequest__Output>
          UpdateGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateGroupResponse, _nuance_biosec_v1_entities_UpdateGroupResponse__Output>
          UpdatePersonRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdatePersonRequest, _nuance_biosec_v1_entities_UpdatePersonRequest__Output>
          UpdatePersonResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdatePersonResponse, _nuance_biosec_v1_entities_UpdatePersonResponse__Output>
          UpdateWatchlistRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateWatchlistRequest, _nuance_biosec_v1_entities_UpdateWatchlistRequest__Output>
          UpdateWatchlistResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateWatchlistResponse, _nuance_biosec_v1_entities_UpdateWatchlistResponse__Output>
          UploadType: EnumTypeDefinition
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


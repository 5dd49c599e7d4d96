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
import type { AddPersonToGroupRequest as _nuance_biosec_v1_entities_AddPersonToGroupRequest, AddPersonToGroupRequest__Output as _nuance_biosec_v1_entities_AddPersonToGroupRequest__Output } from './nuance/biosec/v1/entities/AddPersonToGroupRequest';
import type { AddPersonToGroupResponse as _nuance_biosec_v1_entities_AddPersonToGroupResponse, AddPersonToGroupResponse__Output as _nuance_biosec_v1_entities_AddPersonToGroupResponse__Output } from './nuance/biosec/v1/entities/AddPersonToGroupResponse';
import type { CreateGroupRequest as _nuance_biosec_v1_entities_CreateGroupRequest, CreateGroupRequest__Output as _nuance_biosec_v1_entities_CreateGroupRequest__Output } from './nuance/biosec/v1/entities/CreateGroupRequest';
import type { CreateGroupResponse as _nuance_biosec_v1_entities_CreateGroupResponse, CreateGroupResponse__Output as _nuance_biosec_v1_entities_CreateGroupResponse__Output } from './nuance/biosec/v1/entities/CreateGroupResponse';
import type { DeleteGroupRequest as _nuance_biosec_v1_entities_DeleteGroupRequest, DeleteGroupRequest__Output as _nuance_biosec_v1_entities_DeleteGroupRequest__Output } from './nuance/biosec/v1/entities/DeleteGroupRequest';
import type { DeleteGroupResponse as _nuance_biosec_v1_entities_DeleteGroupResponse, DeleteGroupResponse__Output as _nuance_biosec_v1_entities_DeleteGroupResponse__Output } from './nuance/biosec/v1/entities/DeleteGroupResponse';
import type { GetGkGroupIdRequest as _nuance_biosec_v1_entities_GetGkGroupIdRequest, GetGkGroupIdRequest__Output as _nuance_biosec_v1_entities_GetGkGroupIdRequest__Output } from './nuance/biosec/v1/entities/GetGkGroupIdRequest';
import type { GetGkGroupIdResponse as _nuance_biosec_v1_entities_GetGkGroupIdResponse, GetGkGroupIdResponse__Output as _nuance_biosec_v1_entities_GetGkGroupIdResponse__Output } from './nuance/biosec/v1/entities/GetGkGroupIdResponse';
import type { GetGroupDetailsRequest as _nuance_biosec_v1_entities_GetGroupDetailsRequest, GetGroupDetailsRequest__Output as _nuance_biosec_v1_entities_GetGroupDetailsRequest__Output } from './nuance/biosec/v1/entities/GetGroupDetailsRequest';
import type { GetGroupDetailsResponse as _nuance_biosec_v1_entities_GetGroupDetailsResponse, GetGroupDetailsResponse__Output as _nuance_biosec_v1_entities_GetGroupDetailsResponse__Output } from './nuance/biosec/v1/entities/GetGroupDetailsResponse';
import type { GroupDetailsForCreate as _nuance_biosec_v1_entities_GroupDetailsForCreate, GroupDetailsForCreate__Output as _nuance_biosec_v1_entities_GroupDetailsForCreate__Output } from './nuance/biosec/v1/entities/GroupDetailsForCreate';
import type { GroupDetailsForRead as _nuance_biosec_v1_entities_GroupDetailsForRead, GroupDetailsForRead__Output as _nuance_biosec_v1_entities_GroupDetailsForRead__Output } from './nuance/biosec/v1/entities/GroupDetailsForRead';
import type { GroupDetailsForUpdate as _nuance_biosec_v1_entities_GroupDetailsForUpdate, GroupDetailsForUpdate__Output as _nuance_biosec_v1_entities_GroupDetailsForUpdate__Output } from './nuance/biosec/v1/entities/GroupDetailsForUpdate';
import type { IsPersonInGroupRequest as _nuance_biosec_v1_entities_IsPersonInGroupRequest, IsPersonInGroupRequest__Output as _nuance_biosec_v1_entities_IsPersonInGroupRequest__Output } from './nuance/biosec/v1/entities/IsPersonInGroupRequest';
import type { IsPersonInGroupResponse as _nuance_biosec_v1_entities_IsPersonInGroupResponse, IsPersonInGroupResponse__Output as _nuance_biosec_v1_entities_IsPersonInGroupResponse__Output } from './nuance/biosec/v1/entities/IsPersonInGroupResponse';
import type { ListGroupPersonsRequest as _nuance_biosec_v1_entities_ListGroupPersonsRequest, ListGroupPersonsRequest__Output as _nuance_biosec_v1_entities_ListGroupPersonsRequest__Output } from './nuance/biosec/v1/entities/ListGroupPersonsRequest';
import type { ListGroupPersonsResponse as _nuance_biosec_v1_entities_ListGroupPersonsResponse, ListGroupPersonsResponse__Output as _nuance_biosec_v1_entities_ListGroupPersonsResponse__Output } from './nuance/biosec/v1/entities/ListGroupPersonsResponse';
import type { RemovePersonsFromGroupRequest as _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, RemovePersonsFromGroupRequest__Output as _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output } from './nuance/biosec/v1/entities/RemovePersonsFromGroupRequest';
import type { RemovePersonsFromGroupResponse as _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse, RemovePersonsFromGroupResponse__Output as _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output } from './nuance/biosec/v1/entities/RemovePersonsFromGroupResponse';
import type { RenameGroupRequest as _nuance_biosec_v1_entities_RenameGroupRequest, RenameGroupRequest__Output as _nuance_biosec_v1_entities_RenameGroupRequest__Output } from './nuance/biosec/v1/entities/RenameGroupRequest';
import type { RenameGroupResponse as _nuance_biosec_v1_entities_RenameGroupResponse, RenameGroupResponse__Output as _nuance_biosec_v1_entities_RenameGroupResponse__Output } from './nuance/biosec/v1/entities/RenameGroupResponse';
import type { UpdateGroupRequest as _nuance_biosec_v1_entities_UpdateGroupRequest, UpdateGroupRequest__Output as _nuance_biosec_v1_entities_UpdateGroupRequest__Output } from './nuance/biosec/v1/entities/UpdateGroupRequest';
import type { UpdateGroupResponse as _nuance_biosec_v1_entities_UpdateGroupResponse, UpdateGroupResponse__Output as _nuance_biosec_v1_entities_UpdateGroupResponse__Output } from './nuance/biosec/v1/entities/UpdateGroupResponse';
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
          AddPersonToGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_AddPersonToGroupRequest, _nuance_biosec_v1_entities_AddPersonToGroupRequest__Output>
          AddPersonToGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_AddPersonToGroupResponse, _nuance_biosec_v1_entities_AddPersonToGroupResponse__Output>
          CreateGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateGroupRequest, _nuance_biosec_v1_entities_CreateGroupRequest__Output>
          CreateGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreateGroupResponse, _nuance_biosec_v1_entities_CreateGroupResponse__Output>
          DeleteGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteGroupRequest, _nuance_biosec_v1_entities_DeleteGroupRequest__Output>
          DeleteGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeleteGroupResponse, _nuance_biosec_v1_entities_DeleteGroupResponse__Output>
          GetGkGroupIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkGroupIdRequest, _nuance_biosec_v1_entities_GetGkGroupIdRequest__Output>
          GetGkGroupIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkGroupIdResponse, _nuance_biosec_v1_entities_GetGkGroupIdResponse__Output>
          GetGroupDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGroupDetailsRequest, _nuance_biosec_v1_entities_GetGroupDetailsRequest__Output>
          GetGroupDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGroupDetailsResponse, _nuance_biosec_v1_entities_GetGroupDetailsResponse__Output>
          GroupDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForCreate, _nuance_biosec_v1_entities_GroupDetailsForCreate__Output>
          GroupDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForRead, _nuance_biosec_v1_entities_GroupDetailsForRead__Output>
          GroupDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_GroupDetailsForUpdate, _nuance_biosec_v1_entities_GroupDetailsForUpdate__Output>
          IsPersonInGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_IsPersonInGroupRequest, _nuance_biosec_v1_entities_IsPersonInGroupRequest__Output>
          IsPersonInGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_IsPersonInGroupResponse, _nuance_biosec_v1_entities_IsPersonInGroupResponse__Output>
          ListGroupPersonsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListGroupPersonsRequest, _nuance_biosec_v1_entities_ListGroupPersonsRequest__Output>
          ListGroupPersonsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListGroupPersonsResponse, _nuance_biosec_v1_entities_ListGroupPersonsResponse__Output>
          RemovePersonsFromGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RemovePersonsFromGroupRequest, _nuance_biosec_v1_entities_RemovePersonsFromGroupRequest__Output>
          RemovePersonsFromGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RemovePersonsFromGroupResponse, _nuance_biosec_v1_entities_RemovePersonsFromGroupResponse__Output>
          RenameGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameGroupRequest, _nuance_biosec_v1_entities_RenameGroupRequest__Output>
          RenameGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenameGroupResponse, _nuance_biosec_v1_entities_RenameGroupResponse__Output>
          UpdateGroupRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateGroupRequest, _nuance_biosec_v1_entities_UpdateGroupRequest__Output>
          UpdateGroupResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdateGroupResponse, _nuance_biosec_v1_entities_UpdateGroupResponse__Output>
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


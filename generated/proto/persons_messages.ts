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
import type { ConsentInfo as _nuance_biosec_v1_entities_ConsentInfo, ConsentInfo__Output as _nuance_biosec_v1_entities_ConsentInfo__Output } from './nuance/biosec/v1/entities/ConsentInfo';
import type { CreatePersonRequest as _nuance_biosec_v1_entities_CreatePersonRequest, CreatePersonRequest__Output as _nuance_biosec_v1_entities_CreatePersonRequest__Output } from './nuance/biosec/v1/entities/CreatePersonRequest';
import type { CreatePersonResponse as _nuance_biosec_v1_entities_CreatePersonResponse, CreatePersonResponse__Output as _nuance_biosec_v1_entities_CreatePersonResponse__Output } from './nuance/biosec/v1/entities/CreatePersonResponse';
import type { DeletePersonRequest as _nuance_biosec_v1_entities_DeletePersonRequest, DeletePersonRequest__Output as _nuance_biosec_v1_entities_DeletePersonRequest__Output } from './nuance/biosec/v1/entities/DeletePersonRequest';
import type { DeletePersonResponse as _nuance_biosec_v1_entities_DeletePersonResponse, DeletePersonResponse__Output as _nuance_biosec_v1_entities_DeletePersonResponse__Output } from './nuance/biosec/v1/entities/DeletePersonResponse';
import type { DeletePersonalDataRequest as _nuance_biosec_v1_entities_DeletePersonalDataRequest, DeletePersonalDataRequest__Output as _nuance_biosec_v1_entities_DeletePersonalDataRequest__Output } from './nuance/biosec/v1/entities/DeletePersonalDataRequest';
import type { DeletePersonalDataResponse as _nuance_biosec_v1_entities_DeletePersonalDataResponse, DeletePersonalDataResponse__Output as _nuance_biosec_v1_entities_DeletePersonalDataResponse__Output } from './nuance/biosec/v1/entities/DeletePersonalDataResponse';
import type { GetGkPersonIdRequest as _nuance_biosec_v1_entities_GetGkPersonIdRequest, GetGkPersonIdRequest__Output as _nuance_biosec_v1_entities_GetGkPersonIdRequest__Output } from './nuance/biosec/v1/entities/GetGkPersonIdRequest';
import type { GetGkPersonIdResponse as _nuance_biosec_v1_entities_GetGkPersonIdResponse, GetGkPersonIdResponse__Output as _nuance_biosec_v1_entities_GetGkPersonIdResponse__Output } from './nuance/biosec/v1/entities/GetGkPersonIdResponse';
import type { GetPersonDetailsRequest as _nuance_biosec_v1_entities_GetPersonDetailsRequest, GetPersonDetailsRequest__Output as _nuance_biosec_v1_entities_GetPersonDetailsRequest__Output } from './nuance/biosec/v1/entities/GetPersonDetailsRequest';
import type { GetPersonDetailsResponse as _nuance_biosec_v1_entities_GetPersonDetailsResponse, GetPersonDetailsResponse__Output as _nuance_biosec_v1_entities_GetPersonDetailsResponse__Output } from './nuance/biosec/v1/entities/GetPersonDetailsResponse';
import type { ListPersonProfilesFilter as _nuance_biosec_v1_entities_ListPersonProfilesFilter, ListPersonProfilesFilter__Output as _nuance_biosec_v1_entities_ListPersonProfilesFilter__Output } from './nuance/biosec/v1/entities/ListPersonProfilesFilter';
import type { ListPersonProfilesRequest as _nuance_biosec_v1_entities_ListPersonProfilesRequest, ListPersonProfilesRequest__Output as _nuance_biosec_v1_entities_ListPersonProfilesRequest__Output } from './nuance/biosec/v1/entities/ListPersonProfilesRequest';
import type { ListPersonProfilesResponse as _nuance_biosec_v1_entities_ListPersonProfilesResponse, ListPersonProfilesResponse__Output as _nuance_biosec_v1_entities_ListPersonProfilesResponse__Output } from './nuance/biosec/v1/entities/ListPersonProfilesResponse';
import type { OptPersonInRequest as _nuance_biosec_v1_entities_OptPersonInRequest, OptPersonInRequest__Output as _nuance_biosec_v1_entities_OptPersonInRequest__Output } from './nuance/biosec/v1/entities/OptPersonInRequest';
import type { OptPersonInResponse as _nuance_biosec_v1_entities_OptPersonInResponse, OptPersonInResponse__Output as _nuance_biosec_v1_entities_OptPersonInResponse__Output } from './nuance/biosec/v1/entities/OptPersonInResponse';
import type { OptPersonOutRequest as _nuance_biosec_v1_entities_OptPersonOutRequest, OptPersonOutRequest__Output as _nuance_biosec_v1_entities_OptPersonOutRequest__Output } from './nuance/biosec/v1/entities/OptPersonOutRequest';
import type { OptPersonOutResponse as _nuance_biosec_v1_entities_OptPersonOutResponse, OptPersonOutResponse__Output as _nuance_biosec_v1_entities_OptPersonOutResponse__Output } from './nuance/biosec/v1/entities/OptPersonOutResponse';
import type { PersonDetailsForCreate as _nuance_biosec_v1_entities_PersonDetailsForCreate, PersonDetailsForCreate__Output as _nuance_biosec_v1_entities_PersonDetailsForCreate__Output } from './nuance/biosec/v1/entities/PersonDetailsForCreate';
import type { PersonDetailsForRead as _nuance_biosec_v1_entities_PersonDetailsForRead, PersonDetailsForRead__Output as _nuance_biosec_v1_entities_PersonDetailsForRead__Output } from './nuance/biosec/v1/entities/PersonDetailsForRead';
import type { PersonDetailsForUpdate as _nuance_biosec_v1_entities_PersonDetailsForUpdate, PersonDetailsForUpdate__Output as _nuance_biosec_v1_entities_PersonDetailsForUpdate__Output } from './nuance/biosec/v1/entities/PersonDetailsForUpdate';
import type { RenamePersonRequest as _nuance_biosec_v1_entities_RenamePersonRequest, RenamePersonRequest__Output as _nuance_biosec_v1_entities_RenamePersonRequest__Output } from './nuance/biosec/v1/entities/RenamePersonRequest';
import type { RenamePersonResponse as _nuance_biosec_v1_entities_RenamePersonResponse, RenamePersonResponse__Output as _nuance_biosec_v1_entities_RenamePersonResponse__Output } from './nuance/biosec/v1/entities/RenamePersonResponse';
import type { UpdatePersonRequest as _nuance_biosec_v1_entities_UpdatePersonRequest, UpdatePersonRequest__Output as _nuance_biosec_v1_entities_UpdatePersonRequest__Output } from './nuance/biosec/v1/entities/UpdatePersonRequest';
import type { UpdatePersonResponse as _nuance_biosec_v1_entities_UpdatePersonResponse, UpdatePersonResponse__Output as _nuance_biosec_v1_entities_UpdatePersonResponse__Output } from './nuance/biosec/v1/entities/UpdatePersonResponse';
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
          CallerIdDataEncoding: EnumTypeDefinition
          ConsentInfo: MessageTypeDefinition<_nuance_biosec_v1_entities_ConsentInfo, _nuance_biosec_v1_entities_ConsentInfo__Output>
          ConsentStatus: EnumTypeDefinition
          CreatePersonRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_CreatePersonRequest, _nuance_biosec_v1_entities_CreatePersonRequest__Output>
          CreatePersonResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_CreatePersonResponse, _nuance_biosec_v1_entities_CreatePersonResponse__Output>
          DeletePersonRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeletePersonRequest, _nuance_biosec_v1_entities_DeletePersonRequest__Output>
          DeletePersonResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeletePersonResponse, _nuance_biosec_v1_entities_DeletePersonResponse__Output>
          DeletePersonalDataRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_DeletePersonalDataRequest, _nuance_biosec_v1_entities_DeletePersonalDataRequest__Output>
          DeletePersonalDataResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_DeletePersonalDataResponse, _nuance_biosec_v1_entities_DeletePersonalDataResponse__Output>
          GetGkPersonIdRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkPersonIdRequest, _nuance_biosec_v1_entities_GetGkPersonIdRequest__Output>
          GetGkPersonIdResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetGkPersonIdResponse, _nuance_biosec_v1_entities_GetGkPersonIdResponse__Output>
          GetPersonDetailsRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_GetPersonDetailsRequest, _nuance_biosec_v1_entities_GetPersonDetailsRequest__Output>
          GetPersonDetailsResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_GetPersonDetailsResponse, _nuance_biosec_v1_entities_GetPersonDetailsResponse__Output>
          ListPersonProfilesFilter: MessageTypeDefinition<_nuance_biosec_v1_entities_ListPersonProfilesFilter, _nuance_biosec_v1_entities_ListPersonProfilesFilter__Output>
          ListPersonProfilesRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_ListPersonProfilesRequest, _nuance_biosec_v1_entities_ListPersonProfilesRequest__Output>
          ListPersonProfilesResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_ListPersonProfilesResponse, _nuance_biosec_v1_entities_ListPersonProfilesResponse__Output>
          OptPersonInRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_OptPersonInRequest, _nuance_biosec_v1_entities_OptPersonInRequest__Output>
          OptPersonInResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_OptPersonInResponse, _nuance_biosec_v1_entities_OptPersonInResponse__Output>
          OptPersonOutRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_OptPersonOutRequest, _nuance_biosec_v1_entities_OptPersonOutRequest__Output>
          OptPersonOutResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_OptPersonOutResponse, _nuance_biosec_v1_entities_OptPersonOutResponse__Output>
          PersonDetailsForCreate: MessageTypeDefinition<_nuance_biosec_v1_entities_PersonDetailsForCreate, _nuance_biosec_v1_entities_PersonDetailsForCreate__Output>
          PersonDetailsForRead: MessageTypeDefinition<_nuance_biosec_v1_entities_PersonDetailsForRead, _nuance_biosec_v1_entities_PersonDetailsForRead__Output>
          PersonDetailsForUpdate: MessageTypeDefinition<_nuance_biosec_v1_entities_PersonDetailsForUpdate, _nuance_biosec_v1_entities_PersonDetailsForUpdate__Output>
          RenamePersonRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_RenamePersonRequest, _nuance_biosec_v1_entities_RenamePersonRequest__Output>
          RenamePersonResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_RenamePersonResponse, _nuance_biosec_v1_entities_RenamePersonResponse__Output>
          UpdatePersonRequest: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdatePersonRequest, _nuance_biosec_v1_entities_UpdatePersonRequest__Output>
          UpdatePersonResponse: MessageTypeDefinition<_nuance_biosec_v1_entities_UpdatePersonResponse, _nuance_biosec_v1_entities_UpdatePersonResponse__Output>
          UploadType: EnumTypeDefinition
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


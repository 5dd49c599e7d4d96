import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from './google/protobuf/BoolValue';
import type { BytesValue as _google_protobuf_BytesValue, BytesValue__Output as _google_protobuf_BytesValue__Output } from './google/protobuf/BytesValue';
import type { DoubleValue as _google_protobuf_DoubleValue, DoubleValue__Output as _google_protobuf_DoubleValue__Output } from './google/protobuf/DoubleValue';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from './google/protobuf/Duration';
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
import type { CallerIdData as _nuance_biosec_v1_calleridvalidationprocessor_ne_CallerIdData, CallerIdData__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_CallerIdData__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/CallerIdData';
import type { ProcessCallerIdResult as _nuance_biosec_v1_calleridvalidationprocessor_ne_ProcessCallerIdResult, ProcessCallerIdResult__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ProcessCallerIdResult__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/ProcessCallerIdResult';
import type { ValidateCallerIdExtRequest as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, ValidateCallerIdExtRequest__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdExtRequest';
import type { ValidateCallerIdExtResponse as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse, ValidateCallerIdExtResponse__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdExtResponse';
import type { ValidateCallerIdExtResult as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResult, ValidateCallerIdExtResult__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResult__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdExtResult';
import type { ValidateCallerIdRequest as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, ValidateCallerIdRequest__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdRequest';
import type { ValidateCallerIdResponse as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse, ValidateCallerIdResponse__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdResponse';
import type { ValidateCallerIdResult as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResult, ValidateCallerIdResult__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResult__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/ValidateCallerIdResult';
import type { VendorData as _nuance_biosec_v1_calleridvalidationprocessor_ne_VendorData, VendorData__Output as _nuance_biosec_v1_calleridvalidationprocessor_ne_VendorData__Output } from './nuance/biosec/v1/calleridvalidationprocessor/ne/VendorData';
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
        calleridvalidationprocessor: {
          ne: {
            CallerIdData: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_CallerIdData, _nuance_biosec_v1_calleridvalidationprocessor_ne_CallerIdData__Output>
            DecisionReason: EnumTypeDefinition
            ProcessCallerIdResult: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ProcessCallerIdResult, _nuance_biosec_v1_calleridvalidationprocessor_ne_ProcessCallerIdResult__Output>
            ValidateCallerIdExtRequest: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtRequest__Output>
            ValidateCallerIdExtResponse: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResponse__Output>
            ValidateCallerIdExtResult: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResult, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdExtResult__Output>
            ValidateCallerIdRequest: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdRequest__Output>
            ValidateCallerIdResponse: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResponse__Output>
            ValidateCallerIdResult: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResult, _nuance_biosec_v1_calleridvalidationprocessor_ne_ValidateCallerIdResult__Output>
            VendorData: MessageTypeDefinition<_nuance_biosec_v1_calleridvalidationprocessor_ne_VendorData, _nuance_biosec_v1_calleridvalidationprocessor_ne_VendorData__Output>
          }
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


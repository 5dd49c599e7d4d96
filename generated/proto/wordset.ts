import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CustomHttpPattern as _google_api_CustomHttpPattern, CustomHttpPattern__Output as _google_api_CustomHttpPattern__Output } from './google/api/CustomHttpPattern';
import type { Http as _google_api_Http, Http__Output as _google_api_Http__Output } from './google/api/Http';
import type { HttpRule as _google_api_HttpRule, HttpRule__Output as _google_api_HttpRule__Output } from './google/api/HttpRule';
import type { DescriptorProto as _google_protobuf_DescriptorProto, DescriptorProto__Output as _google_protobuf_DescriptorProto__Output } from './google/protobuf/DescriptorProto';
import type { EnumDescriptorProto as _google_protobuf_EnumDescriptorProto, EnumDescriptorProto__Output as _google_protobuf_EnumDescriptorProto__Output } from './google/protobuf/EnumDescriptorProto';
import type { EnumOptions as _google_protobuf_EnumOptions, EnumOptions__Output as _google_protobuf_EnumOptions__Output } from './google/protobuf/EnumOptions';
import type { EnumValueDescriptorProto as _google_protobuf_EnumValueDescriptorProto, EnumValueDescriptorProto__Output as _google_protobuf_EnumValueDescriptorProto__Output } from './google/protobuf/EnumValueDescriptorProto';
import type { EnumValueOptions as _google_protobuf_EnumValueOptions, EnumValueOptions__Output as _google_protobuf_EnumValueOptions__Output } from './google/protobuf/EnumValueOptions';
import type { ExtensionRangeOptions as _google_protobuf_ExtensionRangeOptions, ExtensionRangeOptions__Output as _google_protobuf_ExtensionRangeOptions__Output } from './google/protobuf/ExtensionRangeOptions';
import type { FeatureSet as _google_protobuf_FeatureSet, FeatureSet__Output as _google_protobuf_FeatureSet__Output } from './google/protobuf/FeatureSet';
import type { FeatureSetDefaults as _google_protobuf_FeatureSetDefaults, FeatureSetDefaults__Output as _google_protobuf_FeatureSetDefaults__Output } from './google/protobuf/FeatureSetDefaults';
import type { FieldDescriptorProto as _google_protobuf_FieldDescriptorProto, FieldDescriptorProto__Output as _google_protobuf_FieldDescriptorProto__Output } from './google/protobuf/FieldDescriptorProto';
import type { FieldOptions as _google_protobuf_FieldOptions, FieldOptions__Output as _google_protobuf_FieldOptions__Output } from './google/protobuf/FieldOptions';
import type { FileDescriptorProto as _google_protobuf_FileDescriptorProto, FileDescriptorProto__Output as _google_protobuf_FileDescriptorProto__Output } from './google/protobuf/FileDescriptorProto';
import type { FileDescriptorSet as _google_protobuf_FileDescriptorSet, FileDescriptorSet__Output as _google_protobuf_FileDescriptorSet__Output } from './google/protobuf/FileDescriptorSet';
import type { FileOptions as _google_protobuf_FileOptions, FileOptions__Output as _google_protobuf_FileOptions__Output } from './google/protobuf/FileOptions';
import type { GeneratedCodeInfo as _google_protobuf_GeneratedCodeInfo, GeneratedCodeInfo__Output as _google_protobuf_GeneratedCodeInfo__Output } from './google/protobuf/GeneratedCodeInfo';
import type { MessageOptions as _google_protobuf_MessageOptions, MessageOptions__Output as _google_protobuf_MessageOptions__Output } from './google/protobuf/MessageOptions';
import type { MethodDescriptorProto as _google_protobuf_MethodDescriptorProto, MethodDescriptorProto__Output as _google_protobuf_MethodDescriptorProto__Output } from './google/protobuf/MethodDescriptorProto';
import type { MethodOptions as _google_protobuf_MethodOptions, MethodOptions__Output as _google_protobuf_MethodOptions__Output } from './google/protobuf/MethodOptions';
import type { OneofDescriptorProto as _google_protobuf_OneofDescriptorProto, OneofDescriptorProto__Output as _google_protobuf_OneofDescriptorProto__Output } from './google/protobuf/OneofDescriptorProto';
import type { OneofOptions as _google_protobuf_OneofOptions, OneofOptions__Output as _google_protobuf_OneofOptions__Output } from './google/protobuf/OneofOptions';
import type { ServiceDescriptorProto as _google_protobuf_ServiceDescriptorProto, ServiceDescriptorProto__Output as _google_protobuf_ServiceDescriptorProto__Output } from './google/protobuf/ServiceDescriptorProto';
import type { ServiceOptions as _google_protobuf_ServiceOptions, ServiceOptions__Output as _google_protobuf_ServiceOptions__Output } from './google/protobuf/ServiceOptions';
import type { SourceCodeInfo as _google_protobuf_SourceCodeInfo, SourceCodeInfo__Output as _google_protobuf_SourceCodeInfo__Output } from './google/protobuf/SourceCodeInfo';
import type { UninterpretedOption as _google_protobuf_UninterpretedOption, UninterpretedOption__Output as _google_protobuf_UninterpretedOption__Output } from './google/protobuf/UninterpretedOption';
import type { JobMessage as _nuance_nlu_common_v1beta1_JobMessage, JobMessage__Output as _nuance_nlu_common_v1beta1_JobMessage__Output } from './nuance/nlu/common/v1beta1/JobMessage';
import type { JobStatusUpdate as _nuance_nlu_common_v1beta1_JobStatusUpdate, JobStatusUpdate__Output as _nuance_nlu_common_v1beta1_JobStatusUpdate__Output } from './nuance/nlu/common/v1beta1/JobStatusUpdate';
import type { ResourceReference as _nuance_nlu_common_v1beta1_ResourceReference, ResourceReference__Output as _nuance_nlu_common_v1beta1_ResourceReference__Output } from './nuance/nlu/common/v1beta1/ResourceReference';
import type { CompileWordsetRequest as _nuance_nlu_wordset_v1beta1_CompileWordsetRequest, CompileWordsetRequest__Output as _nuance_nlu_wordset_v1beta1_CompileWordsetRequest__Output } from './nuance/nlu/wordset/v1beta1/CompileWordsetRequest';
import type { DeleteWordsetRequest as _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, DeleteWordsetRequest__Output as _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest__Output } from './nuance/nlu/wordset/v1beta1/DeleteWordsetRequest';
import type { DeleteWordsetResponse as _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse, DeleteWordsetResponse__Output as _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output } from './nuance/nlu/wordset/v1beta1/DeleteWordsetResponse';
import type { GetWordsetMetadataRequest as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, GetWordsetMetadataRequest__Output as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest__Output } from './nuance/nlu/wordset/v1beta1/GetWordsetMetadataRequest';
import type { GetWordsetMetadataResponse as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse, GetWordsetMetadataResponse__Output as _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output } from './nuance/nlu/wordset/v1beta1/GetWordsetMetadataResponse';
import type { WatchJobStatusResponse as _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse, WatchJobStatusResponse__Output as _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output } from './nuance/nlu/wordset/v1beta1/WatchJobStatusResponse';
import type { WordsetClient as _nuance_nlu_wordset_v1beta1_WordsetClient, WordsetDefinition as _nuance_nlu_wordset_v1beta1_WordsetDefinition } from './nuance/nlu/wordset/v1beta1/Wordset';
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
      DescriptorProto: MessageTypeDefinition<_google_protobuf_DescriptorProto, _google_protobuf_DescriptorProto__Output>
      Edition: EnumTypeDefinition
      EnumDescriptorProto: MessageTypeDefinition<_google_protobuf_EnumDescriptorProto, _google_protobuf_EnumDescriptorProto__Output>
      EnumOptions: MessageTypeDefinition<_google_protobuf_EnumOptions, _google_protobuf_EnumOptions__Output>
      EnumValueDescriptorProto: MessageTypeDefinition<_google_protobuf_EnumValueDescriptorProto, _google_protobuf_EnumValueDescriptorProto__Output>
      EnumValueOptions: MessageTypeDefinition<_google_protobuf_EnumValueOptions, _google_protobuf_EnumValueOptions__Output>
      ExtensionRangeOptions: MessageTypeDefinition<_google_protobuf_ExtensionRangeOptions, _google_protobuf_ExtensionRangeOptions__Output>
      FeatureSet: MessageTypeDefinition<_google_protobuf_FeatureSet, _google_protobuf_FeatureSet__Output>
      FeatureSetDefaults: MessageTypeDefinition<_google_protobuf_FeatureSetDefaults, _google_protobuf_FeatureSetDefaults__Output>
      FieldDescriptorProto: MessageTypeDefinition<_google_protobuf_FieldDescriptorProto, _google_protobuf_FieldDescriptorProto__Output>
      FieldOptions: MessageTypeDefinition<_google_protobuf_FieldOptions, _google_protobuf_FieldOptions__Output>
      FileDescriptorProto: MessageTypeDefinition<_google_protobuf_FileDescriptorProto, _google_protobuf_FileDescriptorProto__Output>
      FileDescriptorSet: MessageTypeDefinition<_google_protobuf_FileDescriptorSet, _google_protobuf_FileDescriptorSet__Output>
      FileOptions: MessageTypeDefinition<_google_protobuf_FileOptions, _google_protobuf_FileOptions__Output>
      GeneratedCodeInfo: MessageTypeDefinition<_google_protobuf_GeneratedCodeInfo, _google_protobuf_GeneratedCodeInfo__Output>
      MessageOptions: MessageTypeDefinition<_google_protobuf_MessageOptions, _google_protobuf_MessageOptions__Output>
      MethodDescriptorProto: MessageTypeDefinition<_google_protobuf_MethodDescriptorProto, _google_protobuf_MethodDescriptorProto__Output>
      MethodOptions: MessageTypeDefinition<_google_protobuf_MethodOptions, _google_protobuf_MethodOptions__Output>
      OneofDescriptorProto: MessageTypeDefinition<_google_protobuf_OneofDescriptorProto, _google_protobuf_OneofDescriptorProto__Output>
      OneofOptions: MessageTypeDefinition<_google_protobuf_OneofOptions, _google_protobuf_OneofOptions__Output>
      ServiceDescriptorProto: MessageTypeDefinition<_google_protobuf_ServiceDescriptorProto, _google_protobuf_ServiceDescriptorProto__Output>
      ServiceOptions: MessageTypeDefinition<_google_protobuf_ServiceOptions, _google_protobuf_ServiceOptions__Output>
      SourceCodeInfo: MessageTypeDefinition<_google_protobuf_SourceCodeInfo, _google_protobuf_SourceCodeInfo__Output>
      SymbolVisibility: EnumTypeDefinition
      UninterpretedOption: MessageTypeDefinition<_google_protobuf_UninterpretedOption, _google_protobuf_UninterpretedOption__Output>
    }
  }
  nuance: {
    nlu: {
      common: {
        v1beta1: {
          JobMessage: MessageTypeDefinition<_nuance_nlu_common_v1beta1_JobMessage, _nuance_nlu_common_v1beta1_JobMessage__Output>
          JobStatus: EnumTypeDefinition
          JobStatusUpdate: MessageTypeDefinition<_nuance_nlu_common_v1beta1_JobStatusUpdate, _nuance_nlu_common_v1beta1_JobStatusUpdate__Output>
          ResourceReference: MessageTypeDefinition<_nuance_nlu_common_v1beta1_ResourceReference, _nuance_nlu_common_v1beta1_ResourceReference__Output>
        }
      }
      wordset: {
        v1beta1: {
          CompileWordsetRequest: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_CompileWordsetRequest, _nuance_nlu_wordset_v1beta1_CompileWordsetRequest__Output>
          DeleteWordsetRequest: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_DeleteWordsetRequest, _nuance_nlu_wordset_v1beta1_DeleteWordsetRequest__Output>
          DeleteWordsetResponse: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_DeleteWordsetResponse, _nuance_nlu_wordset_v1beta1_DeleteWordsetResponse__Output>
          GetWordsetMetadataRequest: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest, _nuance_nlu_wordset_v1beta1_GetWordsetMetadataRequest__Output>
          GetWordsetMetadataResponse: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse, _nuance_nlu_wordset_v1beta1_GetWordsetMetadataResponse__Output>
          WatchJobStatusResponse: MessageTypeDefinition<_nuance_nlu_wordset_v1beta1_WatchJobStatusResponse, _nuance_nlu_wordset_v1beta1_WatchJobStatusResponse__Output>
          /**
           * Manages compiled interpretation wordsets.
           */
          Wordset: SubtypeConstructor<typeof grpc.Client, _nuance_nlu_wordset_v1beta1_WordsetClient> & { service: _nuance_nlu_wordset_v1beta1_WordsetDefinition }
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


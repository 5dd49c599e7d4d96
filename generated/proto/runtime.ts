import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CustomHttpPattern as _google_api_CustomHttpPattern, CustomHttpPattern__Output as _google_api_CustomHttpPattern__Output } from './google/api/CustomHttpPattern';
import type { Http as _google_api_Http, Http__Output as _google_api_Http__Output } from './google/api/Http';
import type { HttpRule as _google_api_HttpRule, HttpRule__Output as _google_api_HttpRule__Output } from './google/api/HttpRule';
import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from './google/protobuf/Any';
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
import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { MessageOptions as _google_protobuf_MessageOptions, MessageOptions__Output as _google_protobuf_MessageOptions__Output } from './google/protobuf/MessageOptions';
import type { MethodDescriptorProto as _google_protobuf_MethodDescriptorProto, MethodDescriptorProto__Output as _google_protobuf_MethodDescriptorProto__Output } from './google/protobuf/MethodDescriptorProto';
import type { MethodOptions as _google_protobuf_MethodOptions, MethodOptions__Output as _google_protobuf_MethodOptions__Output } from './google/protobuf/MethodOptions';
import type { OneofDescriptorProto as _google_protobuf_OneofDescriptorProto, OneofDescriptorProto__Output as _google_protobuf_OneofDescriptorProto__Output } from './google/protobuf/OneofDescriptorProto';
import type { OneofOptions as _google_protobuf_OneofOptions, OneofOptions__Output as _google_protobuf_OneofOptions__Output } from './google/protobuf/OneofOptions';
import type { ServiceDescriptorProto as _google_protobuf_ServiceDescriptorProto, ServiceDescriptorProto__Output as _google_protobuf_ServiceDescriptorProto__Output } from './google/protobuf/ServiceDescriptorProto';
import type { ServiceOptions as _google_protobuf_ServiceOptions, ServiceOptions__Output as _google_protobuf_ServiceOptions__Output } from './google/protobuf/ServiceOptions';
import type { SourceCodeInfo as _google_protobuf_SourceCodeInfo, SourceCodeInfo__Output as _google_protobuf_SourceCodeInfo__Output } from './google/protobuf/SourceCodeInfo';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { UninterpretedOption as _google_protobuf_UninterpretedOption, UninterpretedOption__Output as _google_protobuf_UninterpretedOption__Output } from './google/protobuf/UninterpretedOption';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { AudioRange as _nuance_nlu_v1_AudioRange, AudioRange__Output as _nuance_nlu_v1_AudioRange__Output } from './nuance/nlu/v1/AudioRange';
import type { EntityNode as _nuance_nlu_v1_EntityNode, EntityNode__Output as _nuance_nlu_v1_EntityNode__Output } from './nuance/nlu/v1/EntityNode';
import type { IntentNode as _nuance_nlu_v1_IntentNode, IntentNode__Output as _nuance_nlu_v1_IntentNode__Output } from './nuance/nlu/v1/IntentNode';
import type { InterpretRequest as _nuance_nlu_v1_InterpretRequest, InterpretRequest__Output as _nuance_nlu_v1_InterpretRequest__Output } from './nuance/nlu/v1/InterpretRequest';
import type { InterpretResponse as _nuance_nlu_v1_InterpretResponse, InterpretResponse__Output as _nuance_nlu_v1_InterpretResponse__Output } from './nuance/nlu/v1/InterpretResponse';
import type { InterpretResult as _nuance_nlu_v1_InterpretResult, InterpretResult__Output as _nuance_nlu_v1_InterpretResult__Output } from './nuance/nlu/v1/InterpretResult';
import type { Interpretation as _nuance_nlu_v1_Interpretation, Interpretation__Output as _nuance_nlu_v1_Interpretation__Output } from './nuance/nlu/v1/Interpretation';
import type { InterpretationInput as _nuance_nlu_v1_InterpretationInput, InterpretationInput__Output as _nuance_nlu_v1_InterpretationInput__Output } from './nuance/nlu/v1/InterpretationInput';
import type { InterpretationNode as _nuance_nlu_v1_InterpretationNode, InterpretationNode__Output as _nuance_nlu_v1_InterpretationNode__Output } from './nuance/nlu/v1/InterpretationNode';
import type { InterpretationParameters as _nuance_nlu_v1_InterpretationParameters, InterpretationParameters__Output as _nuance_nlu_v1_InterpretationParameters__Output } from './nuance/nlu/v1/InterpretationParameters';
import type { InterpretationResource as _nuance_nlu_v1_InterpretationResource, InterpretationResource__Output as _nuance_nlu_v1_InterpretationResource__Output } from './nuance/nlu/v1/InterpretationResource';
import type { MultiIntentInterpretation as _nuance_nlu_v1_MultiIntentInterpretation, MultiIntentInterpretation__Output as _nuance_nlu_v1_MultiIntentInterpretation__Output } from './nuance/nlu/v1/MultiIntentInterpretation';
import type { OperatorNode as _nuance_nlu_v1_OperatorNode, OperatorNode__Output as _nuance_nlu_v1_OperatorNode__Output } from './nuance/nlu/v1/OperatorNode';
import type { ResourceReference as _nuance_nlu_v1_ResourceReference, ResourceReference__Output as _nuance_nlu_v1_ResourceReference__Output } from './nuance/nlu/v1/ResourceReference';
import type { RuntimeClient as _nuance_nlu_v1_RuntimeClient, RuntimeDefinition as _nuance_nlu_v1_RuntimeDefinition } from './nuance/nlu/v1/Runtime';
import type { SingleIntentEntity as _nuance_nlu_v1_SingleIntentEntity, SingleIntentEntity__Output as _nuance_nlu_v1_SingleIntentEntity__Output } from './nuance/nlu/v1/SingleIntentEntity';
import type { SingleIntentEntityList as _nuance_nlu_v1_SingleIntentEntityList, SingleIntentEntityList__Output as _nuance_nlu_v1_SingleIntentEntityList__Output } from './nuance/nlu/v1/SingleIntentEntityList';
import type { SingleIntentInterpretation as _nuance_nlu_v1_SingleIntentInterpretation, SingleIntentInterpretation__Output as _nuance_nlu_v1_SingleIntentInterpretation__Output } from './nuance/nlu/v1/SingleIntentInterpretation';
import type { Status as _nuance_nlu_v1_Status, Status__Output as _nuance_nlu_v1_Status__Output } from './nuance/nlu/v1/Status';
import type { TextRange as _nuance_nlu_v1_TextRange, TextRange__Output as _nuance_nlu_v1_TextRange__Output } from './nuance/nlu/v1/TextRange';

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
      Any: MessageTypeDefinition<_google_protobuf_Any, _google_protobuf_Any__Output>
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
      ListValue: MessageTypeDefinition<_google_protobuf_ListValue, _google_protobuf_ListValue__Output>
      MessageOptions: MessageTypeDefinition<_google_protobuf_MessageOptions, _google_protobuf_MessageOptions__Output>
      MethodDescriptorProto: MessageTypeDefinition<_google_protobuf_MethodDescriptorProto, _google_protobuf_MethodDescriptorProto__Output>
      MethodOptions: MessageTypeDefinition<_google_protobuf_MethodOptions, _google_protobuf_MethodOptions__Output>
      NullValue: EnumTypeDefinition
      OneofDescriptorProto: MessageTypeDefinition<_google_protobuf_OneofDescriptorProto, _google_protobuf_OneofDescriptorProto__Output>
      OneofOptions: MessageTypeDefinition<_google_protobuf_OneofOptions, _google_protobuf_OneofOptions__Output>
      ServiceDescriptorProto: MessageTypeDefinition<_google_protobuf_ServiceDescriptorProto, _google_protobuf_ServiceDescriptorProto__Output>
      ServiceOptions: MessageTypeDefinition<_google_protobuf_ServiceOptions, _google_protobuf_ServiceOptions__Output>
      SourceCodeInfo: MessageTypeDefinition<_google_protobuf_SourceCodeInfo, _google_protobuf_SourceCodeInfo__Output>
      Struct: MessageTypeDefinition<_google_protobuf_Struct, _google_protobuf_Struct__Output>
      SymbolVisibility: EnumTypeDefinition
      UninterpretedOption: MessageTypeDefinition<_google_protobuf_UninterpretedOption, _google_protobuf_UninterpretedOption__Output>
      Value: MessageTypeDefinition<_google_protobuf_Value, _google_protobuf_Value__Output>
    }
  }
  nuance: {
    nlu: {
      v1: {
        AudioRange: MessageTypeDefinition<_nuance_nlu_v1_AudioRange, _nuance_nlu_v1_AudioRange__Output>
        EntityNode: MessageTypeDefinition<_nuance_nlu_v1_EntityNode, _nuance_nlu_v1_EntityNode__Output>
        EnumInterpretationInputLoggingMode: EnumTypeDefinition
        EnumInterpretationResultType: EnumTypeDefinition
        EnumOperator: EnumTypeDefinition
        EnumOrigin: EnumTypeDefinition
        EnumResourceType: EnumTypeDefinition
        IntentNode: MessageTypeDefinition<_nuance_nlu_v1_IntentNode, _nuance_nlu_v1_IntentNode__Output>
        InterpretRequest: MessageTypeDefinition<_nuance_nlu_v1_InterpretRequest, _nuance_nlu_v1_InterpretRequest__Output>
        InterpretResponse: MessageTypeDefinition<_nuance_nlu_v1_InterpretResponse, _nuance_nlu_v1_InterpretResponse__Output>
        InterpretResult: MessageTypeDefinition<_nuance_nlu_v1_InterpretResult, _nuance_nlu_v1_InterpretResult__Output>
        Interpretation: MessageTypeDefinition<_nuance_nlu_v1_Interpretation, _nuance_nlu_v1_Interpretation__Output>
        InterpretationInput: MessageTypeDefinition<_nuance_nlu_v1_InterpretationInput, _nuance_nlu_v1_InterpretationInput__Output>
        InterpretationNode: MessageTypeDefinition<_nuance_nlu_v1_InterpretationNode, _nuance_nlu_v1_InterpretationNode__Output>
        InterpretationParameters: MessageTypeDefinition<_nuance_nlu_v1_InterpretationParameters, _nuance_nlu_v1_InterpretationParameters__Output>
        InterpretationResource: MessageTypeDefinition<_nuance_nlu_v1_InterpretationResource, _nuance_nlu_v1_InterpretationResource__Output>
        MultiIntentInterpretation: MessageTypeDefinition<_nuance_nlu_v1_MultiIntentInterpretation, _nuance_nlu_v1_MultiIntentInterpretation__Output>
        OperatorNode: MessageTypeDefinition<_nuance_nlu_v1_OperatorNode, _nuance_nlu_v1_OperatorNode__Output>
        ResourceReference: MessageTypeDefinition<_nuance_nlu_v1_ResourceReference, _nuance_nlu_v1_ResourceReference__Output>
        /**
         * Interprets input against a semantic model.
         */
        Runtime: SubtypeConstructor<typeof grpc.Client, _nuance_nlu_v1_RuntimeClient> & { service: _nuance_nlu_v1_RuntimeDefinition }
        SingleIntentEntity: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentEntity, _nuance_nlu_v1_SingleIntentEntity__Output>
        SingleIntentEntityList: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentEntityList, _nuance_nlu_v1_SingleIntentEntityList__Output>
        SingleIntentInterpretation: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentInterpretation, _nuance_nlu_v1_SingleIntentInterpretation__Output>
        Status: MessageTypeDefinition<_nuance_nlu_v1_Status, _nuance_nlu_v1_Status__Output>
        TextRange: MessageTypeDefinition<_nuance_nlu_v1_TextRange, _nuance_nlu_v1_TextRange__Output>
      }
    }
  }
}


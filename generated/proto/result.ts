import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from './google/protobuf/Any';
import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { DataPack as _nuance_asr_v1_DataPack, DataPack__Output as _nuance_asr_v1_DataPack__Output } from './nuance/asr/v1/DataPack';
import type { Dsp as _nuance_asr_v1_Dsp, Dsp__Output as _nuance_asr_v1_Dsp__Output } from './nuance/asr/v1/Dsp';
import type { Hypothesis as _nuance_asr_v1_Hypothesis, Hypothesis__Output as _nuance_asr_v1_Hypothesis__Output } from './nuance/asr/v1/Hypothesis';
import type { Notification as _nuance_asr_v1_Notification, Notification__Output as _nuance_asr_v1_Notification__Output } from './nuance/asr/v1/Notification';
import type { Result as _nuance_asr_v1_Result, Result__Output as _nuance_asr_v1_Result__Output } from './nuance/asr/v1/Result';
import type { UtteranceInfo as _nuance_asr_v1_UtteranceInfo, UtteranceInfo__Output as _nuance_asr_v1_UtteranceInfo__Output } from './nuance/asr/v1/UtteranceInfo';
import type { Word as _nuance_asr_v1_Word, Word__Output as _nuance_asr_v1_Word__Output } from './nuance/asr/v1/Word';
import type { AudioRange as _nuance_nlu_v1_AudioRange, AudioRange__Output as _nuance_nlu_v1_AudioRange__Output } from './nuance/nlu/v1/AudioRange';
import type { EntityNode as _nuance_nlu_v1_EntityNode, EntityNode__Output as _nuance_nlu_v1_EntityNode__Output } from './nuance/nlu/v1/EntityNode';
import type { IntentNode as _nuance_nlu_v1_IntentNode, IntentNode__Output as _nuance_nlu_v1_IntentNode__Output } from './nuance/nlu/v1/IntentNode';
import type { InterpretResult as _nuance_nlu_v1_InterpretResult, InterpretResult__Output as _nuance_nlu_v1_InterpretResult__Output } from './nuance/nlu/v1/InterpretResult';
import type { Interpretation as _nuance_nlu_v1_Interpretation, Interpretation__Output as _nuance_nlu_v1_Interpretation__Output } from './nuance/nlu/v1/Interpretation';
import type { InterpretationNode as _nuance_nlu_v1_InterpretationNode, InterpretationNode__Output as _nuance_nlu_v1_InterpretationNode__Output } from './nuance/nlu/v1/InterpretationNode';
import type { MultiIntentInterpretation as _nuance_nlu_v1_MultiIntentInterpretation, MultiIntentInterpretation__Output as _nuance_nlu_v1_MultiIntentInterpretation__Output } from './nuance/nlu/v1/MultiIntentInterpretation';
import type { OperatorNode as _nuance_nlu_v1_OperatorNode, OperatorNode__Output as _nuance_nlu_v1_OperatorNode__Output } from './nuance/nlu/v1/OperatorNode';
import type { SingleIntentEntity as _nuance_nlu_v1_SingleIntentEntity, SingleIntentEntity__Output as _nuance_nlu_v1_SingleIntentEntity__Output } from './nuance/nlu/v1/SingleIntentEntity';
import type { SingleIntentEntityList as _nuance_nlu_v1_SingleIntentEntityList, SingleIntentEntityList__Output as _nuance_nlu_v1_SingleIntentEntityList__Output } from './nuance/nlu/v1/SingleIntentEntityList';
import type { SingleIntentInterpretation as _nuance_nlu_v1_SingleIntentInterpretation, SingleIntentInterpretation__Output as _nuance_nlu_v1_SingleIntentInterpretation__Output } from './nuance/nlu/v1/SingleIntentInterpretation';
import type { TextRange as _nuance_nlu_v1_TextRange, TextRange__Output as _nuance_nlu_v1_TextRange__Output } from './nuance/nlu/v1/TextRange';
import type { DiagnosticDetail as _nuance_rpc_DiagnosticDetail, DiagnosticDetail__Output as _nuance_rpc_DiagnosticDetail__Output } from './nuance/rpc/DiagnosticDetail';
import type { FieldViolation as _nuance_rpc_FieldViolation, FieldViolation__Output as _nuance_rpc_FieldViolation__Output } from './nuance/rpc/FieldViolation';
import type { HelpInfo as _nuance_rpc_HelpInfo, HelpInfo__Output as _nuance_rpc_HelpInfo__Output } from './nuance/rpc/HelpInfo';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from './nuance/rpc/LocalizedMessage';
import type { RequestInfo as _nuance_rpc_RequestInfo, RequestInfo__Output as _nuance_rpc_RequestInfo__Output } from './nuance/rpc/RequestInfo';
import type { RetryInfo as _nuance_rpc_RetryInfo, RetryInfo__Output as _nuance_rpc_RetryInfo__Output } from './nuance/rpc/RetryInfo';
import type { StatusDetail as _nuance_rpc_StatusDetail, StatusDetail__Output as _nuance_rpc_StatusDetail__Output } from './nuance/rpc/StatusDetail';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      Any: MessageTypeDefinition<_google_protobuf_Any, _google_protobuf_Any__Output>
      ListValue: MessageTypeDefinition<_google_protobuf_ListValue, _google_protobuf_ListValue__Output>
      NullValue: EnumTypeDefinition
      Struct: MessageTypeDefinition<_google_protobuf_Struct, _google_protobuf_Struct__Output>
      Value: MessageTypeDefinition<_google_protobuf_Value, _google_protobuf_Value__Output>
    }
  }
  nuance: {
    asr: {
      v1: {
        DataPack: MessageTypeDefinition<_nuance_asr_v1_DataPack, _nuance_asr_v1_DataPack__Output>
        Dsp: MessageTypeDefinition<_nuance_asr_v1_Dsp, _nuance_asr_v1_Dsp__Output>
        EnumResultType: EnumTypeDefinition
        EnumSeverityType: EnumTypeDefinition
        Hypothesis: MessageTypeDefinition<_nuance_asr_v1_Hypothesis, _nuance_asr_v1_Hypothesis__Output>
        Notification: MessageTypeDefinition<_nuance_asr_v1_Notification, _nuance_asr_v1_Notification__Output>
        Result: MessageTypeDefinition<_nuance_asr_v1_Result, _nuance_asr_v1_Result__Output>
        UtteranceInfo: MessageTypeDefinition<_nuance_asr_v1_UtteranceInfo, _nuance_asr_v1_UtteranceInfo__Output>
        Word: MessageTypeDefinition<_nuance_asr_v1_Word, _nuance_asr_v1_Word__Output>
      }
    }
    nlu: {
      v1: {
        AudioRange: MessageTypeDefinition<_nuance_nlu_v1_AudioRange, _nuance_nlu_v1_AudioRange__Output>
        EntityNode: MessageTypeDefinition<_nuance_nlu_v1_EntityNode, _nuance_nlu_v1_EntityNode__Output>
        EnumOperator: EnumTypeDefinition
        EnumOrigin: EnumTypeDefinition
        IntentNode: MessageTypeDefinition<_nuance_nlu_v1_IntentNode, _nuance_nlu_v1_IntentNode__Output>
        InterpretResult: MessageTypeDefinition<_nuance_nlu_v1_InterpretResult, _nuance_nlu_v1_InterpretResult__Output>
        Interpretation: MessageTypeDefinition<_nuance_nlu_v1_Interpretation, _nuance_nlu_v1_Interpretation__Output>
        InterpretationNode: MessageTypeDefinition<_nuance_nlu_v1_InterpretationNode, _nuance_nlu_v1_InterpretationNode__Output>
        MultiIntentInterpretation: MessageTypeDefinition<_nuance_nlu_v1_MultiIntentInterpretation, _nuance_nlu_v1_MultiIntentInterpretation__Output>
        OperatorNode: MessageTypeDefinition<_nuance_nlu_v1_OperatorNode, _nuance_nlu_v1_OperatorNode__Output>
        SingleIntentEntity: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentEntity, _nuance_nlu_v1_SingleIntentEntity__Output>
        SingleIntentEntityList: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentEntityList, _nuance_nlu_v1_SingleIntentEntityList__Output>
        SingleIntentInterpretation: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentInterpretation, _nuance_nlu_v1_SingleIntentInterpretation__Output>
        TextRange: MessageTypeDefinition<_nuance_nlu_v1_TextRange, _nuance_nlu_v1_TextRange__Output>
      }
    }
    rpc: {
      DiagnosticDetail: MessageTypeDefinition<_nuance_rpc_DiagnosticDetail, _nuance_rpc_DiagnosticDetail__Output>
      FieldViolation: MessageTypeDefinition<_nuance_rpc_FieldViolation, _nuance_rpc_FieldViolation__Output>
      HelpInfo: MessageTypeDefinition<_nuance_rpc_HelpInfo, _nuance_rpc_HelpInfo__Output>
      LocalizedMessage: MessageTypeDefinition<_nuance_rpc_LocalizedMessage, _nuance_rpc_LocalizedMessage__Output>
      RequestInfo: MessageTypeDefinition<_nuance_rpc_RequestInfo, _nuance_rpc_RequestInfo__Output>
      RetryInfo: MessageTypeDefinition<_nuance_rpc_RetryInfo, _nuance_rpc_RetryInfo__Output>
      StatusDetail: MessageTypeDefinition<_nuance_rpc_StatusDetail, _nuance_rpc_StatusDetail__Output>
    }
  }
}


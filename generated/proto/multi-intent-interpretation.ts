import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from './google/protobuf/Any';
import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { AudioRange as _nuance_nlu_v1_AudioRange, AudioRange__Output as _nuance_nlu_v1_AudioRange__Output } from './nuance/nlu/v1/AudioRange';
import type { EntityNode as _nuance_nlu_v1_EntityNode, EntityNode__Output as _nuance_nlu_v1_EntityNode__Output } from './nuance/nlu/v1/EntityNode';
import type { IntentNode as _nuance_nlu_v1_IntentNode, IntentNode__Output as _nuance_nlu_v1_IntentNode__Output } from './nuance/nlu/v1/IntentNode';
import type { InterpretationNode as _nuance_nlu_v1_InterpretationNode, InterpretationNode__Output as _nuance_nlu_v1_InterpretationNode__Output } from './nuance/nlu/v1/InterpretationNode';
import type { MultiIntentInterpretation as _nuance_nlu_v1_MultiIntentInterpretation, MultiIntentInterpretation__Output as _nuance_nlu_v1_MultiIntentInterpretation__Output } from './nuance/nlu/v1/MultiIntentInterpretation';
import type { OperatorNode as _nuance_nlu_v1_OperatorNode, OperatorNode__Output as _nuance_nlu_v1_OperatorNode__Output } from './nuance/nlu/v1/OperatorNode';
import type { TextRange as _nuance_nlu_v1_TextRange, TextRange__Output as _nuance_nlu_v1_TextRange__Output } from './nuance/nlu/v1/TextRange';

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
    nlu: {
      v1: {
        AudioRange: MessageTypeDefinition<_nuance_nlu_v1_AudioRange, _nuance_nlu_v1_AudioRange__Output>
        EntityNode: MessageTypeDefinition<_nuance_nlu_v1_EntityNode, _nuance_nlu_v1_EntityNode__Output>
        EnumOperator: EnumTypeDefinition
        EnumOrigin: EnumTypeDefinition
        IntentNode: MessageTypeDefinition<_nuance_nlu_v1_IntentNode, _nuance_nlu_v1_IntentNode__Output>
        InterpretationNode: MessageTypeDefinition<_nuance_nlu_v1_InterpretationNode, _nuance_nlu_v1_InterpretationNode__Output>
        MultiIntentInterpretation: MessageTypeDefinition<_nuance_nlu_v1_MultiIntentInterpretation, _nuance_nlu_v1_MultiIntentInterpretation__Output>
        OperatorNode: MessageTypeDefinition<_nuance_nlu_v1_OperatorNode, _nuance_nlu_v1_OperatorNode__Output>
        TextRange: MessageTypeDefinition<_nuance_nlu_v1_TextRange, _nuance_nlu_v1_TextRange__Output>
      }
    }
  }
}


import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Any as _google_protobuf_Any, Any__Output as _google_protobuf_Any__Output } from './google/protobuf/Any';
import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { AudioRange as _nuance_nlu_v1_AudioRange, AudioRange__Output as _nuance_nlu_v1_AudioRange__Output } from './nuance/nlu/v1/AudioRange';
import type { SingleIntentEntity as _nuance_nlu_v1_SingleIntentEntity, SingleIntentEntity__Output as _nuance_nlu_v1_SingleIntentEntity__Output } from './nuance/nlu/v1/SingleIntentEntity';
import type { SingleIntentEntityList as _nuance_nlu_v1_SingleIntentEntityList, SingleIntentEntityList__Output as _nuance_nlu_v1_SingleIntentEntityList__Output } from './nuance/nlu/v1/SingleIntentEntityList';
import type { SingleIntentInterpretation as _nuance_nlu_v1_SingleIntentInterpretation, SingleIntentInterpretation__Output as _nuance_nlu_v1_SingleIntentInterpretation__Output } from './nuance/nlu/v1/SingleIntentInterpretation';
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
        EnumOrigin: EnumTypeDefinition
        SingleIntentEntity: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentEntity, _nuance_nlu_v1_SingleIntentEntity__Output>
        SingleIntentEntityList: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentEntityList, _nuance_nlu_v1_SingleIntentEntityList__Output>
        SingleIntentInterpretation: MessageTypeDefinition<_nuance_nlu_v1_SingleIntentInterpretation, _nuance_nlu_v1_SingleIntentInterpretation__Output>
        TextRange: MessageTypeDefinition<_nuance_nlu_v1_TextRange, _nuance_nlu_v1_TextRange__Output>
      }
    }
  }
}


import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AudioRange as _nuance_nlu_v1_AudioRange, AudioRange__Output as _nuance_nlu_v1_AudioRange__Output } from './nuance/nlu/v1/AudioRange';
import type { TextRange as _nuance_nlu_v1_TextRange, TextRange__Output as _nuance_nlu_v1_TextRange__Output } from './nuance/nlu/v1/TextRange';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  nuance: {
    nlu: {
      v1: {
        AudioRange: MessageTypeDefinition<_nuance_nlu_v1_AudioRange, _nuance_nlu_v1_AudioRange__Output>
        EnumOrigin: EnumTypeDefinition
        TextRange: MessageTypeDefinition<_nuance_nlu_v1_TextRange, _nuance_nlu_v1_TextRange__Output>
      }
    }
  }
}


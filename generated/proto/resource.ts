import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { RecognitionResource as _nuance_asr_v1_RecognitionResource, RecognitionResource__Output as _nuance_asr_v1_RecognitionResource__Output } from './nuance/asr/v1/RecognitionResource';
import type { ResourceReference as _nuance_asr_v1_ResourceReference, ResourceReference__Output as _nuance_asr_v1_ResourceReference__Output } from './nuance/asr/v1/ResourceReference';
import type { WakeupWord as _nuance_asr_v1_WakeupWord, WakeupWord__Output as _nuance_asr_v1_WakeupWord__Output } from './nuance/asr/v1/WakeupWord';
import type { ResourceReference as _nuance_nlu_common_v1beta1_ResourceReference, ResourceReference__Output as _nuance_nlu_common_v1beta1_ResourceReference__Output } from './nuance/nlu/common/v1beta1/ResourceReference';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  nuance: {
    asr: {
      v1: {
        EnumResourceReuse: EnumTypeDefinition
        EnumResourceType: EnumTypeDefinition
        EnumWeight: EnumTypeDefinition
        RecognitionResource: MessageTypeDefinition<_nuance_asr_v1_RecognitionResource, _nuance_asr_v1_RecognitionResource__Output>
        ResourceReference: MessageTypeDefinition<_nuance_asr_v1_ResourceReference, _nuance_asr_v1_ResourceReference__Output>
        WakeupWord: MessageTypeDefinition<_nuance_asr_v1_WakeupWord, _nuance_asr_v1_WakeupWord__Output>
      }
    }
    nlu: {
      common: {
        v1beta1: {
          ResourceReference: MessageTypeDefinition<_nuance_nlu_common_v1beta1_ResourceReference, _nuance_nlu_common_v1beta1_ResourceReference__Output>
        }
      }
    }
  }
}


import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { JobMessage as _nuance_nlu_common_v1beta1_JobMessage, JobMessage__Output as _nuance_nlu_common_v1beta1_JobMessage__Output } from './nuance/nlu/common/v1beta1/JobMessage';
import type { JobStatusUpdate as _nuance_nlu_common_v1beta1_JobStatusUpdate, JobStatusUpdate__Output as _nuance_nlu_common_v1beta1_JobStatusUpdate__Output } from './nuance/nlu/common/v1beta1/JobStatusUpdate';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  nuance: {
    nlu: {
      common: {
        v1beta1: {
          JobMessage: MessageTypeDefinition<_nuance_nlu_common_v1beta1_JobMessage, _nuance_nlu_common_v1beta1_JobMessage__Output>
          JobStatus: EnumTypeDefinition
          JobStatusUpdate: MessageTypeDefinition<_nuance_nlu_common_v1beta1_JobStatusUpdate, _nuance_nlu_common_v1beta1_JobStatusUpdate__Output>
        }
      }
    }
  }
}


import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { TelephonyChannelScore as _nuance_biosec_v1_deviceprint_TelephonyChannelScore, TelephonyChannelScore__Output as _nuance_biosec_v1_deviceprint_TelephonyChannelScore__Output } from './nuance/biosec/v1/deviceprint/TelephonyChannelScore';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  nuance: {
    biosec: {
      v1: {
        deviceprint: {
          TelephonyChannelScore: MessageTypeDefinition<_nuance_biosec_v1_deviceprint_TelephonyChannelScore, _nuance_biosec_v1_deviceprint_TelephonyChannelScore__Output>
          TelephonyChannelType: EnumTypeDefinition
        }
      }
    }
  }
}


// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../../google/protobuf/Struct';

/**
 * Payload of Update.
 */
export interface UpdateRequestPayload {
  /**
   * Session variables to set.
   */
  'data'?: (_google_protobuf_Struct | null);
}

/**
 * Payload of Update.
 */
export interface UpdateRequestPayload__Output {
  /**
   * Session variables to set.
   */
  'data'?: (_google_protobuf_Struct__Output);
}

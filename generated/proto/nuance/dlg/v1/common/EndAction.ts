// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../../google/protobuf/Struct';

/**
 * The dialog ended.
 */
export interface EndAction {
  'data'?: (_google_protobuf_Struct | null);
  'id'?: (string);
}

/**
 * The dialog ended.
 */
export interface EndAction__Output {
  'data'?: (_google_protobuf_Struct__Output);
  'id'?: (string);
}

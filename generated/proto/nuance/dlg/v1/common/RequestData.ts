// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../../google/protobuf/Struct';

/**
 * Data returned for a da_action.
 */
export interface RequestData {
  /**
   * The da_action's id.
   */
  'id'?: (string);
  /**
   * The variables fetched, with returnCode.
   */
  'data'?: (_google_protobuf_Struct | null);
}

/**
 * Data returned for a da_action.
 */
export interface RequestData__Output {
  /**
   * The da_action's id.
   */
  'id'?: (string);
  /**
   * The variables fetched, with returnCode.
   */
  'data'?: (_google_protobuf_Struct__Output);
}

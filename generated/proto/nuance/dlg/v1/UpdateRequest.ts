// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { UpdateRequestPayload as _nuance_dlg_v1_common_UpdateRequestPayload, UpdateRequestPayload__Output as _nuance_dlg_v1_common_UpdateRequestPayload__Output } from '../../../nuance/dlg/v1/common/UpdateRequestPayload';

/**
 * Input of Update.
 */
export interface UpdateRequest {
  'session_id'?: (string);
  /**
   * Variables to set.
   */
  'payload'?: (_nuance_dlg_v1_common_UpdateRequestPayload | null);
  'client_data'?: ({[key: string]: string});
  'user_id'?: (string);
}

/**
 * Input of Update.
 */
export interface UpdateRequest__Output {
  'session_id'?: (string);
  /**
   * Variables to set.
   */
  'payload'?: (_nuance_dlg_v1_common_UpdateRequestPayload__Output);
  'client_data'?: ({[key: string]: string});
  'user_id'?: (string);
}

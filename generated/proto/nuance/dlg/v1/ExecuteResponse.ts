// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { ExecuteResponsePayload as _nuance_dlg_v1_common_ExecuteResponsePayload, ExecuteResponsePayload__Output as _nuance_dlg_v1_common_ExecuteResponsePayload__Output } from '../../../nuance/dlg/v1/common/ExecuteResponsePayload';

/**
 * Output of Execute.
 */
export interface ExecuteResponse {
  'payload'?: (_nuance_dlg_v1_common_ExecuteResponsePayload | null);
}

/**
 * Output of Execute.
 */
export interface ExecuteResponse__Output {
  'payload'?: (_nuance_dlg_v1_common_ExecuteResponsePayload__Output);
}

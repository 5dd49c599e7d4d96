// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { StartResponsePayload as _nuance_dlg_v1_common_StartResponsePayload, StartResponsePayload__Output as _nuance_dlg_v1_common_StartResponsePayload__Output } from '../../../nuance/dlg/v1/common/StartResponsePayload';

/**
 * Output of Start.
 */
export interface StartResponse {
  'payload'?: (_nuance_dlg_v1_common_StartResponsePayload | null);
}

/**
 * Output of Start.
 */
export interface StartResponse__Output {
  'payload'?: (_nuance_dlg_v1_common_StartResponsePayload__Output);
}

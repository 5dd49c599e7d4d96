// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { UserInput as _nuance_dlg_v1_common_UserInput, UserInput__Output as _nuance_dlg_v1_common_UserInput__Output } from '../../../../nuance/dlg/v1/common/UserInput';
import type { DialogEvent as _nuance_dlg_v1_common_DialogEvent, DialogEvent__Output as _nuance_dlg_v1_common_DialogEvent__Output } from '../../../../nuance/dlg/v1/common/DialogEvent';
import type { RequestData as _nuance_dlg_v1_common_RequestData, RequestData__Output as _nuance_dlg_v1_common_RequestData__Output } from '../../../../nuance/dlg/v1/common/RequestData';

/**
 * Payload of Execute: at most one of the three is expected per turn.
 */
export interface ExecuteRequestPayload {
  'user_input'?: (_nuance_dlg_v1_common_UserInput | null);
  'dialog_event'?: (_nuance_dlg_v1_common_DialogEvent | null);
  /**
   * The data a da_action asked for.
   */
  'requested_data'?: (_nuance_dlg_v1_common_RequestData | null);
}

/**
 * Payload of Execute: at most one of the three is expected per turn.
 */
export interface ExecuteRequestPayload__Output {
  'user_input'?: (_nuance_dlg_v1_common_UserInput__Output);
  'dialog_event'?: (_nuance_dlg_v1_common_DialogEvent__Output);
  /**
   * The data a da_action asked for.
   */
  'requested_data'?: (_nuance_dlg_v1_common_RequestData__Output);
}

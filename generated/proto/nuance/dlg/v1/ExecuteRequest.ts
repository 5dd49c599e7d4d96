// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { Selector as _nuance_dlg_v1_common_Selector, Selector__Output as _nuance_dlg_v1_common_Selector__Output } from '../../../nuance/dlg/v1/common/Selector';
import type { ExecuteRequestPayload as _nuance_dlg_v1_common_ExecuteRequestPayload, ExecuteRequestPayload__Output as _nuance_dlg_v1_common_ExecuteRequestPayload__Output } from '../../../nuance/dlg/v1/common/ExecuteRequestPayload';

/**
 * Input of Execute.
 */
export interface ExecuteRequest {
  'session_id'?: (string);
  /**
   * Switches channel or language from this turn on (optional).
   */
  'selector'?: (_nuance_dlg_v1_common_Selector | null);
  /**
   * The user's input, a dialog event or the data the dialog asked for.
   */
  'payload'?: (_nuance_dlg_v1_common_ExecuteRequestPayload | null);
  'user_id'?: (string);
}

/**
 * Input of Execute.
 */
export interface ExecuteRequest__Output {
  'session_id'?: (string);
  /**
   * Switches channel or language from this turn on (optional).
   */
  'selector'?: (_nuance_dlg_v1_common_Selector__Output);
  /**
   * The user's input, a dialog event or the data the dialog asked for.
   */
  'payload'?: (_nuance_dlg_v1_common_ExecuteRequestPayload__Output);
  'user_id'?: (string);
}

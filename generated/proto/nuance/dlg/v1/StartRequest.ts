// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { Selector as _nuance_dlg_v1_common_Selector, Selector__Output as _nuance_dlg_v1_common_Selector__Output } from '../../../nuance/dlg/v1/common/Selector';
import type { StartRequestPayload as _nuance_dlg_v1_common_StartRequestPayload, StartRequestPayload__Output as _nuance_dlg_v1_common_StartRequestPayload__Output } from '../../../nuance/dlg/v1/common/StartRequestPayload';

/**
 * Input of Start.
 */
export interface StartRequest {
  /**
   * An ID of the client's own for the session (optional; the server makes one when empty).
   */
  'session_id'?: (string);
  /**
   * Channel, language and library the session starts in.
   */
  'selector'?: (_nuance_dlg_v1_common_Selector | null);
  /**
   * The application model and initial data.
   */
  'payload'?: (_nuance_dlg_v1_common_StartRequestPayload | null);
  /**
   * Seconds of idleness after which the session expires (0: the server's default).
   */
  'session_timeout_sec'?: (number);
  /**
   * Identifies the end user, for logging.
   */
  'user_id'?: (string);
  /**
   * Client key/value data, copied into the event logs.
   */
  'client_data'?: ({[key: string]: string});
}

/**
 * Input of Start.
 */
export interface StartRequest__Output {
  /**
   * An ID of the client's own for the session (optional; the server makes one when empty).
   */
  'session_id'?: (string);
  /**
   * Channel, language and library the session starts in.
   */
  'selector'?: (_nuance_dlg_v1_common_Selector__Output);
  /**
   * The application model and initial data.
   */
  'payload'?: (_nuance_dlg_v1_common_StartRequestPayload__Output);
  /**
   * Seconds of idleness after which the session expires (0: the server's default).
   */
  'session_timeout_sec'?: (number);
  /**
   * Identifies the end user, for logging.
   */
  'user_id'?: (string);
  /**
   * Client key/value data, copied into the event logs.
   */
  'client_data'?: ({[key: string]: string});
}

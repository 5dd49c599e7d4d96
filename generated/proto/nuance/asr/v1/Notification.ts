// Original file: protos/nuance/asr/v1/result.proto

import type { EnumSeverityType as _nuance_asr_v1_EnumSeverityType, EnumSeverityType__Output as _nuance_asr_v1_EnumSeverityType__Output } from '../../../nuance/asr/v1/EnumSeverityType';
import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from '../../../nuance/rpc/LocalizedMessage';

/**
 * A message from the recognizer about the recognition, sent with a result.
 */
export interface Notification {
  /**
   * Notification code.
   */
  'code'?: (number);
  /**
   * How serious it is.
   */
  'severity'?: (_nuance_asr_v1_EnumSeverityType);
  /**
   * The text, localized.
   */
  'message'?: (_nuance_rpc_LocalizedMessage | null);
  /**
   * Extra key/value data.
   */
  'data'?: ({[key: string]: string});
}

/**
 * A message from the recognizer about the recognition, sent with a result.
 */
export interface Notification__Output {
  /**
   * Notification code.
   */
  'code'?: (number);
  /**
   * How serious it is.
   */
  'severity'?: (_nuance_asr_v1_EnumSeverityType__Output);
  /**
   * The text, localized.
   */
  'message'?: (_nuance_rpc_LocalizedMessage__Output);
  /**
   * Extra key/value data.
   */
  'data'?: ({[key: string]: string});
}

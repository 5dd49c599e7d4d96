// Original file: protos/nuance/asr/v1/recognizer.proto

import type { StartTimersControlMessage as _nuance_asr_v1_StartTimersControlMessage, StartTimersControlMessage__Output as _nuance_asr_v1_StartTimersControlMessage__Output } from '../../../nuance/asr/v1/StartTimersControlMessage';

/**
 * Controls a running recognition.
 */
export interface ControlMessage {
  /**
   * Starts the no-input timers held back by the stall_timers flag.
   */
  'start_timers_message'?: (_nuance_asr_v1_StartTimersControlMessage | null);
  'control_message_union'?: "start_timers_message";
}

/**
 * Controls a running recognition.
 */
export interface ControlMessage__Output {
  /**
   * Starts the no-input timers held back by the stall_timers flag.
   */
  'start_timers_message'?: (_nuance_asr_v1_StartTimersControlMessage__Output);
  'control_message_union'?: "start_timers_message";
}

// Original file: protos/nuance/asr/v1/recognizer.proto

import type { RecognitionInitMessage as _nuance_asr_v1_RecognitionInitMessage, RecognitionInitMessage__Output as _nuance_asr_v1_RecognitionInitMessage__Output } from '../../../nuance/asr/v1/RecognitionInitMessage';
import type { ControlMessage as _nuance_asr_v1_ControlMessage, ControlMessage__Output as _nuance_asr_v1_ControlMessage__Output } from '../../../nuance/asr/v1/ControlMessage';

/**
 * One message of the client's stream.
 */
export interface RecognitionRequest {
  /**
   * Parameters and resources; must be the first message of the stream.
   */
  'recognition_init_message'?: (_nuance_asr_v1_RecognitionInitMessage | null);
  /**
   * Controls the recognition while it runs (for example starts the no-input timers).
   */
  'control_message'?: (_nuance_asr_v1_ControlMessage | null);
  /**
   * A chunk of audio in the format named by the init message; sent after the init message.
   */
  'audio'?: (Buffer | Uint8Array | string);
  /**
   * Exactly one of these per message.
   */
  'request_union'?: "recognition_init_message"|"control_message"|"audio";
}

/**
 * One message of the client's stream.
 */
export interface RecognitionRequest__Output {
  /**
   * Parameters and resources; must be the first message of the stream.
   */
  'recognition_init_message'?: (_nuance_asr_v1_RecognitionInitMessage__Output);
  /**
   * Controls the recognition while it runs (for example starts the no-input timers).
   */
  'control_message'?: (_nuance_asr_v1_ControlMessage__Output);
  /**
   * A chunk of audio in the format named by the init message; sent after the init message.
   */
  'audio'?: (Buffer);
  /**
   * Exactly one of these per message.
   */
  'request_union'?: "recognition_init_message"|"control_message"|"audio";
}

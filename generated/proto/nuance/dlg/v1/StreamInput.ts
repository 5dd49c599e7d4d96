// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { ExecuteRequest as _nuance_dlg_v1_ExecuteRequest, ExecuteRequest__Output as _nuance_dlg_v1_ExecuteRequest__Output } from '../../../nuance/dlg/v1/ExecuteRequest';
import type { AsrParamsV1 as _nuance_dlg_v1_AsrParamsV1, AsrParamsV1__Output as _nuance_dlg_v1_AsrParamsV1__Output } from '../../../nuance/dlg/v1/AsrParamsV1';
import type { TtsParamsV1 as _nuance_dlg_v1_TtsParamsV1, TtsParamsV1__Output as _nuance_dlg_v1_TtsParamsV1__Output } from '../../../nuance/dlg/v1/TtsParamsV1';
import type { ControlMessage as _nuance_asr_v1_ControlMessage, ControlMessage__Output as _nuance_asr_v1_ControlMessage__Output } from '../../../nuance/asr/v1/ControlMessage';

/**
 * One message of an ExecuteStream call from the client.
 */
export interface StreamInput {
  /**
   * The turn's request; the first message carries it.
   */
  'request'?: (_nuance_dlg_v1_ExecuteRequest | null);
  'asr_control_v1'?: (_nuance_dlg_v1_AsrParamsV1 | null);
  /**
   * Audio of the user's speech.
   */
  'audio'?: (Buffer | Uint8Array | string);
  'tts_control_v1'?: (_nuance_dlg_v1_TtsParamsV1 | null);
  /**
   * Recognition control, e.g. starting the no-input timers.
   */
  'control_message'?: (_nuance_asr_v1_ControlMessage | null);
  /**
   * Recognition parameters, when the turn carries audio.
   */
  'asr_control_oneof'?: "asr_control_v1";
  /**
   * Synthesis parameters, when the client wants spoken prompts.
   */
  'tts_control_oneof'?: "tts_control_v1";
}

/**
 * One message of an ExecuteStream call from the client.
 */
export interface StreamInput__Output {
  /**
   * The turn's request; the first message carries it.
   */
  'request'?: (_nuance_dlg_v1_ExecuteRequest__Output);
  'asr_control_v1'?: (_nuance_dlg_v1_AsrParamsV1__Output);
  /**
   * Audio of the user's speech.
   */
  'audio'?: (Buffer);
  'tts_control_v1'?: (_nuance_dlg_v1_TtsParamsV1__Output);
  /**
   * Recognition control, e.g. starting the no-input timers.
   */
  'control_message'?: (_nuance_asr_v1_ControlMessage__Output);
  /**
   * Recognition parameters, when the turn carries audio.
   */
  'asr_control_oneof'?: "asr_control_v1";
  /**
   * Synthesis parameters, when the client wants spoken prompts.
   */
  'tts_control_oneof'?: "tts_control_v1";
}

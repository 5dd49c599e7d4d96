// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { ExecuteResponse as _nuance_dlg_v1_ExecuteResponse, ExecuteResponse__Output as _nuance_dlg_v1_ExecuteResponse__Output } from '../../../nuance/dlg/v1/ExecuteResponse';
import type { SynthesisResponse as _nuance_tts_v1_SynthesisResponse, SynthesisResponse__Output as _nuance_tts_v1_SynthesisResponse__Output } from '../../../nuance/tts/v1/SynthesisResponse';
import type { Result as _nuance_asr_v1_Result, Result__Output as _nuance_asr_v1_Result__Output } from '../../../nuance/asr/v1/Result';
import type { Status as _nuance_asr_v1_Status, Status__Output as _nuance_asr_v1_Status__Output } from '../../../nuance/asr/v1/Status';
import type { StartOfSpeech as _nuance_asr_v1_StartOfSpeech, StartOfSpeech__Output as _nuance_asr_v1_StartOfSpeech__Output } from '../../../nuance/asr/v1/StartOfSpeech';

/**
 * One message of an ExecuteStream call to the client.
 */
export interface StreamOutput {
  /**
   * The turn's answer.
   */
  'response'?: (_nuance_dlg_v1_ExecuteResponse | null);
  /**
   * Synthesized audio of the prompts.
   */
  'audio'?: (_nuance_tts_v1_SynthesisResponse | null);
  /**
   * Recognition results.
   */
  'asr_result'?: (_nuance_asr_v1_Result | null);
  /**
   * Recognition status.
   */
  'asr_status'?: (_nuance_asr_v1_Status | null);
  /**
   * Start of speech detected.
   */
  'asr_start_of_speech'?: (_nuance_asr_v1_StartOfSpeech | null);
}

/**
 * One message of an ExecuteStream call to the client.
 */
export interface StreamOutput__Output {
  /**
   * The turn's answer.
   */
  'response'?: (_nuance_dlg_v1_ExecuteResponse__Output);
  /**
   * Synthesized audio of the prompts.
   */
  'audio'?: (_nuance_tts_v1_SynthesisResponse__Output);
  /**
   * Recognition results.
   */
  'asr_result'?: (_nuance_asr_v1_Result__Output);
  /**
   * Recognition status.
   */
  'asr_status'?: (_nuance_asr_v1_Status__Output);
  /**
   * Start of speech detected.
   */
  'asr_start_of_speech'?: (_nuance_asr_v1_StartOfSpeech__Output);
}

// Original file: protos/nuance/asr/v1/recognizer.proto

import type { Status as _nuance_asr_v1_Status, Status__Output as _nuance_asr_v1_Status__Output } from '../../../nuance/asr/v1/Status';
import type { StartOfSpeech as _nuance_asr_v1_StartOfSpeech, StartOfSpeech__Output as _nuance_asr_v1_StartOfSpeech__Output } from '../../../nuance/asr/v1/StartOfSpeech';
import type { Result as _nuance_asr_v1_Result, Result__Output as _nuance_asr_v1_Result__Output } from '../../../nuance/asr/v1/Result';

/**
 * One message of the server's stream.
 */
export interface RecognitionResponse {
  /**
   * Progress or outcome of the recognition: 100 Continue once the init message is accepted,
   * 200 Success at the end, or an error.
   */
  'status'?: (_nuance_asr_v1_Status | null);
  /**
   * Speech was detected; sent only when utterance detection is enabled.
   */
  'start_of_speech'?: (_nuance_asr_v1_StartOfSpeech | null);
  /**
   * A partial or final result.
   */
  'result'?: (_nuance_asr_v1_Result | null);
  /**
   * Exactly one of these per message.
   */
  'response_union'?: "status"|"start_of_speech"|"result";
}

/**
 * One message of the server's stream.
 */
export interface RecognitionResponse__Output {
  /**
   * Progress or outcome of the recognition: 100 Continue once the init message is accepted,
   * 200 Success at the end, or an error.
   */
  'status'?: (_nuance_asr_v1_Status__Output);
  /**
   * Speech was detected; sent only when utterance detection is enabled.
   */
  'start_of_speech'?: (_nuance_asr_v1_StartOfSpeech__Output);
  /**
   * A partial or final result.
   */
  'result'?: (_nuance_asr_v1_Result__Output);
  /**
   * Exactly one of these per message.
   */
  'response_union'?: "status"|"start_of_speech"|"result";
}

// Original file: protos/nuance/asr/v1/result.proto

import type { EnumResultType as _nuance_asr_v1_EnumResultType, EnumResultType__Output as _nuance_asr_v1_EnumResultType__Output } from '../../../nuance/asr/v1/EnumResultType';
import type { UtteranceInfo as _nuance_asr_v1_UtteranceInfo, UtteranceInfo__Output as _nuance_asr_v1_UtteranceInfo__Output } from '../../../nuance/asr/v1/UtteranceInfo';
import type { Hypothesis as _nuance_asr_v1_Hypothesis, Hypothesis__Output as _nuance_asr_v1_Hypothesis__Output } from '../../../nuance/asr/v1/Hypothesis';
import type { DataPack as _nuance_asr_v1_DataPack, DataPack__Output as _nuance_asr_v1_DataPack__Output } from '../../../nuance/asr/v1/DataPack';
import type { Notification as _nuance_asr_v1_Notification, Notification__Output as _nuance_asr_v1_Notification__Output } from '../../../nuance/asr/v1/Notification';

/**
 * A result for one utterance.
 */
export interface Result {
  /**
   * Final or partial; 0 (FINAL) means final, any other value a partial result.
   */
  'result_type'?: (_nuance_asr_v1_EnumResultType);
  /**
   * Start of the utterance, in milliseconds from the start of the audio.
   */
  'abs_start_ms'?: (number);
  /**
   * End of the utterance, in milliseconds from the start of the audio.
   */
  'abs_end_ms'?: (number);
  /**
   * Information about the utterance's audio.
   */
  'utterance_info'?: (_nuance_asr_v1_UtteranceInfo | null);
  /**
   * Hypotheses, best first.
   */
  'hypotheses'?: (_nuance_asr_v1_Hypothesis)[];
  /**
   * Data pack that recognized the utterance.
   */
  'data_pack'?: (_nuance_asr_v1_DataPack | null);
  /**
   * Warnings and information about the recognition, such as resources that failed to load.
   */
  'notifications'?: (_nuance_asr_v1_Notification)[];
}

/**
 * A result for one utterance.
 */
export interface Result__Output {
  /**
   * Final or partial; 0 (FINAL) means final, any other value a partial result.
   */
  'result_type'?: (_nuance_asr_v1_EnumResultType__Output);
  /**
   * Start of the utterance, in milliseconds from the start of the audio.
   */
  'abs_start_ms'?: (number);
  /**
   * End of the utterance, in milliseconds from the start of the audio.
   */
  'abs_end_ms'?: (number);
  /**
   * Information about the utterance's audio.
   */
  'utterance_info'?: (_nuance_asr_v1_UtteranceInfo__Output);
  /**
   * Hypotheses, best first.
   */
  'hypotheses'?: (_nuance_asr_v1_Hypothesis__Output)[];
  /**
   * Data pack that recognized the utterance.
   */
  'data_pack'?: (_nuance_asr_v1_DataPack__Output);
  /**
   * Warnings and information about the recognition, such as resources that failed to load.
   */
  'notifications'?: (_nuance_asr_v1_Notification__Output)[];
}

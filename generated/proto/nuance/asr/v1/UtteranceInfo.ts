// Original file: protos/nuance/asr/v1/result.proto

import type { Dsp as _nuance_asr_v1_Dsp, Dsp__Output as _nuance_asr_v1_Dsp__Output } from '../../../nuance/asr/v1/Dsp';

/**
 * Audio information of an utterance.
 */
export interface UtteranceInfo {
  /**
   * Length of the utterance, in milliseconds.
   */
  'duration_ms'?: (number);
  /**
   * Milliseconds of clipped (saturated) audio.
   */
  'clipping_duration_ms'?: (number);
  /**
   * Audio packets with speech that were lost.
   */
  'dropped_speech_packets'?: (number);
  /**
   * Audio packets without speech that were lost.
   */
  'dropped_nonspeech_packets'?: (number);
  /**
   * Signal measures.
   */
  'dsp'?: (_nuance_asr_v1_Dsp | null);
}

/**
 * Audio information of an utterance.
 */
export interface UtteranceInfo__Output {
  /**
   * Length of the utterance, in milliseconds.
   */
  'duration_ms'?: (number);
  /**
   * Milliseconds of clipped (saturated) audio.
   */
  'clipping_duration_ms'?: (number);
  /**
   * Audio packets with speech that were lost.
   */
  'dropped_speech_packets'?: (number);
  /**
   * Audio packets without speech that were lost.
   */
  'dropped_nonspeech_packets'?: (number);
  /**
   * Signal measures.
   */
  'dsp'?: (_nuance_asr_v1_Dsp__Output);
}

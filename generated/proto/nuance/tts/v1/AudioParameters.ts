// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { AudioFormat as _nuance_tts_v1_AudioFormat, AudioFormat__Output as _nuance_tts_v1_AudioFormat__Output } from '../../../nuance/tts/v1/AudioFormat';

/**
 * The audio wanted back.
 */
export interface AudioParameters {
  /**
   * Encoding and rate.
   */
  'audio_format'?: (_nuance_tts_v1_AudioFormat | null);
  /**
   * Loudness, in percent of the voice's default.
   */
  'volume_percentage'?: (number);
  /**
   * Speed, as a factor of the voice's default.
   */
  'speaking_rate_factor'?: (number | string);
  /**
   * How much audio each streamed chunk carries.
   */
  'audio_chunk_duration_ms'?: (number);
  /**
   * Pad or trim the audio to this length.
   */
  'target_audio_length_ms'?: (number);
  /**
   * Hold audio until a whole sentence is ready instead of sending it early.
   */
  'disable_early_emission'?: (boolean);
}

/**
 * The audio wanted back.
 */
export interface AudioParameters__Output {
  /**
   * Encoding and rate.
   */
  'audio_format'?: (_nuance_tts_v1_AudioFormat__Output);
  /**
   * Loudness, in percent of the voice's default.
   */
  'volume_percentage'?: (number);
  /**
   * Speed, as a factor of the voice's default.
   */
  'speaking_rate_factor'?: (number);
  /**
   * How much audio each streamed chunk carries.
   */
  'audio_chunk_duration_ms'?: (number);
  /**
   * Pad or trim the audio to this length.
   */
  'target_audio_length_ms'?: (number);
  /**
   * Hold audio until a whole sentence is ready instead of sending it early.
   */
  'disable_early_emission'?: (boolean);
}

// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { AudioFormat as _nuance_tts_v1_AudioFormat, AudioFormat__Output as _nuance_tts_v1_AudioFormat__Output } from '../../../nuance/tts/v1/AudioFormat';

/**
 * Format and shaping of the synthesized audio.
 */
export interface AudioParameters {
  'audio_format'?: (_nuance_tts_v1_AudioFormat | null);
  'volume_percentage'?: (number);
  'speaking_rate_factor'?: (number | string);
  'audio_chunk_duration_ms'?: (number);
  'target_audio_length_ms'?: (number);
  'disable_early_emission'?: (boolean);
}

/**
 * Format and shaping of the synthesized audio.
 */
export interface AudioParameters__Output {
  'audio_format'?: (_nuance_tts_v1_AudioFormat__Output);
  'volume_percentage'?: (number);
  'speaking_rate_factor'?: (number);
  'audio_chunk_duration_ms'?: (number);
  'target_audio_length_ms'?: (number);
  'disable_early_emission'?: (boolean);
}

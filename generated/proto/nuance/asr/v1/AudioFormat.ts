// Original file: protos/nuance/asr/v1/recognizer.proto

import type { PCM as _nuance_asr_v1_PCM, PCM__Output as _nuance_asr_v1_PCM__Output } from '../../../nuance/asr/v1/PCM';
import type { ALaw as _nuance_asr_v1_ALaw, ALaw__Output as _nuance_asr_v1_ALaw__Output } from '../../../nuance/asr/v1/ALaw';
import type { ULaw as _nuance_asr_v1_ULaw, ULaw__Output as _nuance_asr_v1_ULaw__Output } from '../../../nuance/asr/v1/ULaw';
import type { Opus as _nuance_asr_v1_Opus, Opus__Output as _nuance_asr_v1_Opus__Output } from '../../../nuance/asr/v1/Opus';
import type { OggOpus as _nuance_asr_v1_OggOpus, OggOpus__Output as _nuance_asr_v1_OggOpus__Output } from '../../../nuance/asr/v1/OggOpus';

/**
 * Encoding of the audio chunks; exactly one.
 */
export interface AudioFormat {
  /**
   * Signed 16-bit little-endian linear PCM.
   */
  'pcm'?: (_nuance_asr_v1_PCM | null);
  /**
   * G.711 A-law, 8 kHz.
   */
  'alaw'?: (_nuance_asr_v1_ALaw | null);
  /**
   * G.711 mu-law, 8 kHz.
   */
  'ulaw'?: (_nuance_asr_v1_ULaw | null);
  /**
   * Opus packets without a container.
   */
  'opus'?: (_nuance_asr_v1_Opus | null);
  /**
   * Opus in an Ogg container.
   */
  'ogg_opus'?: (_nuance_asr_v1_OggOpus | null);
  'audio_format_union'?: "pcm"|"alaw"|"ulaw"|"opus"|"ogg_opus";
}

/**
 * Encoding of the audio chunks; exactly one.
 */
export interface AudioFormat__Output {
  /**
   * Signed 16-bit little-endian linear PCM.
   */
  'pcm'?: (_nuance_asr_v1_PCM__Output);
  /**
   * G.711 A-law, 8 kHz.
   */
  'alaw'?: (_nuance_asr_v1_ALaw__Output);
  /**
   * G.711 mu-law, 8 kHz.
   */
  'ulaw'?: (_nuance_asr_v1_ULaw__Output);
  /**
   * Opus packets without a container.
   */
  'opus'?: (_nuance_asr_v1_Opus__Output);
  /**
   * Opus in an Ogg container.
   */
  'ogg_opus'?: (_nuance_asr_v1_OggOpus__Output);
  'audio_format_union'?: "pcm"|"alaw"|"ulaw"|"opus"|"ogg_opus";
}

// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { PCM as _nuance_tts_v1_PCM, PCM__Output as _nuance_tts_v1_PCM__Output } from '../../../nuance/tts/v1/PCM';
import type { ALaw as _nuance_tts_v1_ALaw, ALaw__Output as _nuance_tts_v1_ALaw__Output } from '../../../nuance/tts/v1/ALaw';
import type { ULaw as _nuance_tts_v1_ULaw, ULaw__Output as _nuance_tts_v1_ULaw__Output } from '../../../nuance/tts/v1/ULaw';
import type { OggOpus as _nuance_tts_v1_OggOpus, OggOpus__Output as _nuance_tts_v1_OggOpus__Output } from '../../../nuance/tts/v1/OggOpus';
import type { Opus as _nuance_tts_v1_Opus, Opus__Output as _nuance_tts_v1_Opus__Output } from '../../../nuance/tts/v1/Opus';

/**
 * One encoding, with its own settings.
 */
export interface AudioFormat {
  'pcm'?: (_nuance_tts_v1_PCM | null);
  'alaw'?: (_nuance_tts_v1_ALaw | null);
  'ulaw'?: (_nuance_tts_v1_ULaw | null);
  'ogg_opus'?: (_nuance_tts_v1_OggOpus | null);
  'opus'?: (_nuance_tts_v1_Opus | null);
  'audio_format'?: "pcm"|"alaw"|"ulaw"|"ogg_opus"|"opus";
}

/**
 * One encoding, with its own settings.
 */
export interface AudioFormat__Output {
  'pcm'?: (_nuance_tts_v1_PCM__Output);
  'alaw'?: (_nuance_tts_v1_ALaw__Output);
  'ulaw'?: (_nuance_tts_v1_ULaw__Output);
  'ogg_opus'?: (_nuance_tts_v1_OggOpus__Output);
  'opus'?: (_nuance_tts_v1_Opus__Output);
  'audio_format'?: "pcm"|"alaw"|"ulaw"|"ogg_opus"|"opus";
}

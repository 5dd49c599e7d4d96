// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { PCM as _nuance_biosec_v1_audio_PCM, PCM__Output as _nuance_biosec_v1_audio_PCM__Output } from '../../../../nuance/biosec/v1/audio/PCM';
import type { ALaw as _nuance_biosec_v1_audio_ALaw, ALaw__Output as _nuance_biosec_v1_audio_ALaw__Output } from '../../../../nuance/biosec/v1/audio/ALaw';
import type { ULaw as _nuance_biosec_v1_audio_ULaw, ULaw__Output as _nuance_biosec_v1_audio_ULaw__Output } from '../../../../nuance/biosec/v1/audio/ULaw';
import type { Mp3 as _nuance_biosec_v1_audio_Mp3, Mp3__Output as _nuance_biosec_v1_audio_Mp3__Output } from '../../../../nuance/biosec/v1/audio/Mp3';
import type { G729 as _nuance_biosec_v1_audio_G729, G729__Output as _nuance_biosec_v1_audio_G729__Output } from '../../../../nuance/biosec/v1/audio/G729';

/**
 * Encoding of audio, plus its channel count.
 */
export interface AudioFormat {
  /**
   * Linear PCM.
   */
  'pcm'?: (_nuance_biosec_v1_audio_PCM | null);
  /**
   * A-law, 8 kHz.
   */
  'alaw'?: (_nuance_biosec_v1_audio_ALaw | null);
  /**
   * mu-law, 8 kHz.
   */
  'ulaw'?: (_nuance_biosec_v1_audio_ULaw | null);
  /**
   * MP3, with encoder settings.
   */
  'mp3'?: (_nuance_biosec_v1_audio_Mp3 | null);
  /**
   * G.729, 8 kHz.
   */
  'g729'?: (_nuance_biosec_v1_audio_G729 | null);
  /**
   * 1 for mono, 2 for stereo.
   */
  'number_of_channels'?: (number);
  /**
   * The encoding.
   */
  'audio_format'?: "pcm"|"alaw"|"ulaw"|"mp3"|"g729";
}

/**
 * Encoding of audio, plus its channel count.
 */
export interface AudioFormat__Output {
  /**
   * Linear PCM.
   */
  'pcm'?: (_nuance_biosec_v1_audio_PCM__Output);
  /**
   * A-law, 8 kHz.
   */
  'alaw'?: (_nuance_biosec_v1_audio_ALaw__Output);
  /**
   * mu-law, 8 kHz.
   */
  'ulaw'?: (_nuance_biosec_v1_audio_ULaw__Output);
  /**
   * MP3, with encoder settings.
   */
  'mp3'?: (_nuance_biosec_v1_audio_Mp3__Output);
  /**
   * G.729, 8 kHz.
   */
  'g729'?: (_nuance_biosec_v1_audio_G729__Output);
  /**
   * 1 for mono, 2 for stereo.
   */
  'number_of_channels'?: (number);
  /**
   * The encoding.
   */
  'audio_format'?: "pcm"|"alaw"|"ulaw"|"mp3"|"g729";
}

// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Target as _nuance_biosec_v1_audio_Target, Target__Output as _nuance_biosec_v1_audio_Target__Output } from '../../../../nuance/biosec/v1/audio/Target';
import type { EncodingEngineQuality as _nuance_biosec_v1_audio_EncodingEngineQuality, EncodingEngineQuality__Output as _nuance_biosec_v1_audio_EncodingEngineQuality__Output } from '../../../../nuance/biosec/v1/audio/EncodingEngineQuality';

/**
 * MP3 encoder settings.
 */
export interface Mp3 {
  /**
   * Whether quality or bitrate drives the encoder.
   */
  'target'?: (_nuance_biosec_v1_audio_Target);
  /**
   * Bitrate in kbit/s; only with TARGET_BITRATE. For constant bitrate one of 8, 16, 24, 32, 40,
   * 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320.
   */
  'bitrate'?: (number);
  /**
   * Constant bitrate; only with TARGET_BITRATE.
   */
  'cbr'?: (boolean);
  /**
   * Quality from 0 (best) to 10; only with TARGET_QUALITY.
   */
  'quality'?: (number | string);
  /**
   * Encode as mono.
   */
  'mono'?: (boolean);
  /**
   * Encoder speed/quality trade-off.
   */
  'encoding_engine_quality'?: (_nuance_biosec_v1_audio_EncodingEngineQuality);
}

/**
 * MP3 encoder settings.
 */
export interface Mp3__Output {
  /**
   * Whether quality or bitrate drives the encoder.
   */
  'target'?: (_nuance_biosec_v1_audio_Target__Output);
  /**
   * Bitrate in kbit/s; only with TARGET_BITRATE. For constant bitrate one of 8, 16, 24, 32, 40,
   * 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320.
   */
  'bitrate'?: (number);
  /**
   * Constant bitrate; only with TARGET_BITRATE.
   */
  'cbr'?: (boolean);
  /**
   * Quality from 0 (best) to 10; only with TARGET_QUALITY.
   */
  'quality'?: (number);
  /**
   * Encode as mono.
   */
  'mono'?: (boolean);
  /**
   * Encoder speed/quality trade-off.
   */
  'encoding_engine_quality'?: (_nuance_biosec_v1_audio_EncodingEngineQuality__Output);
}

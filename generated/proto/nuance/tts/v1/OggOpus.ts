// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { EnumVariableBitrate as _nuance_tts_v1_EnumVariableBitrate, EnumVariableBitrate__Output as _nuance_tts_v1_EnumVariableBitrate__Output } from '../../../nuance/tts/v1/EnumVariableBitrate';

/**
 * Opus in an Ogg container.
 */
export interface OggOpus {
  'sample_rate_hz'?: (number);
  'bit_rate_bps'?: (number);
  'max_frame_duration_ms'?: (number | string);
  'complexity'?: (number);
  'vbr'?: (_nuance_tts_v1_EnumVariableBitrate);
}

/**
 * Opus in an Ogg container.
 */
export interface OggOpus__Output {
  'sample_rate_hz'?: (number);
  'bit_rate_bps'?: (number);
  'max_frame_duration_ms'?: (number);
  'complexity'?: (number);
  'vbr'?: (_nuance_tts_v1_EnumVariableBitrate__Output);
}

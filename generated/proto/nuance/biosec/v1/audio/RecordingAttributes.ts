// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from '../../../../nuance/biosec/v1/AudioChannelSelector';

/**
 * Format of processed audio.
 */
export interface RecordingAttributes {
  /**
   * Sample rate in Hz.
   */
  'sample_rate_hz'?: (_google_protobuf_Int32Value | null);
  /**
   * Channel count.
   */
  'number_of_channels'?: (_google_protobuf_Int32Value | null);
  /**
   * Channel of the source media that was used.
   */
  'selected_channel'?: (_nuance_biosec_v1_AudioChannelSelector | null);
}

/**
 * Format of processed audio.
 */
export interface RecordingAttributes__Output {
  /**
   * Sample rate in Hz.
   */
  'sample_rate_hz'?: (_google_protobuf_Int32Value__Output);
  /**
   * Channel count.
   */
  'number_of_channels'?: (_google_protobuf_Int32Value__Output);
  /**
   * Channel of the source media that was used.
   */
  'selected_channel'?: (_nuance_biosec_v1_AudioChannelSelector__Output);
}

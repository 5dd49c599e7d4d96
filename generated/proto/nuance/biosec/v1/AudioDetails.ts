// Original file: protos/nuance/biosec/v1/common_types.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../nuance/biosec/v1/UniqueId';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../../google/protobuf/Duration';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../google/protobuf/FloatValue';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../google/protobuf/Int32Value';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from '../../../nuance/biosec/v1/AudioChannelSelector';

/**
 * Summary of one piece of audio and of the processing applied to it.
 */
export interface AudioDetails {
  /**
   * Media segment the audio came from.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Processed audio derived from that segment.
   */
  'gk_processed_audio_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Total audio length.
   */
  'gross_audio'?: (_google_protobuf_Duration | null);
  /**
   * Length of the speech part.
   */
  'net_audio'?: (_google_protobuf_Duration | null);
  /**
   * Signal-to-noise ratio in dB.
   */
  'snr_db'?: (_google_protobuf_FloatValue | null);
  /**
   * Measured speech level.
   */
  'speech_level'?: (_google_protobuf_FloatValue | null);
  /**
   * Saturated samples per minute of speech.
   */
  'saturation_level'?: (_google_protobuf_FloatValue | null);
  /**
   * Channel count of the source media.
   */
  'media_number_of_channels'?: (_google_protobuf_Int32Value | null);
  /**
   * Sample rate of the source media, in Hz.
   */
  'media_sampling_rate_hz'?: (_google_protobuf_Int32Value | null);
  /**
   * Channel of the media that was processed.
   */
  'selected_channel'?: (_nuance_biosec_v1_AudioChannelSelector | null);
  /**
   * Channel count of the processed audio.
   */
  'processed_audio_number_of_channels'?: (_google_protobuf_Int32Value | null);
  /**
   * Sample rate of the processed audio, in Hz.
   */
  'processed_audio_sampling_rate_hz'?: (_google_protobuf_Int32Value | null);
  /**
   * How many speakers were detected.
   */
  'number_of_detected_speakers'?: (_google_protobuf_Int32Value | null);
  /**
   * Confidence of the speaker segmentation.
   */
  'segmentation_score'?: (_google_protobuf_FloatValue | null);
}

/**
 * Summary of one piece of audio and of the processing applied to it.
 */
export interface AudioDetails__Output {
  /**
   * Media segment the audio came from.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Processed audio derived from that segment.
   */
  'gk_processed_audio_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Total audio length.
   */
  'gross_audio'?: (_google_protobuf_Duration__Output);
  /**
   * Length of the speech part.
   */
  'net_audio'?: (_google_protobuf_Duration__Output);
  /**
   * Signal-to-noise ratio in dB.
   */
  'snr_db'?: (_google_protobuf_FloatValue__Output);
  /**
   * Measured speech level.
   */
  'speech_level'?: (_google_protobuf_FloatValue__Output);
  /**
   * Saturated samples per minute of speech.
   */
  'saturation_level'?: (_google_protobuf_FloatValue__Output);
  /**
   * Channel count of the source media.
   */
  'media_number_of_channels'?: (_google_protobuf_Int32Value__Output);
  /**
   * Sample rate of the source media, in Hz.
   */
  'media_sampling_rate_hz'?: (_google_protobuf_Int32Value__Output);
  /**
   * Channel of the media that was processed.
   */
  'selected_channel'?: (_nuance_biosec_v1_AudioChannelSelector__Output);
  /**
   * Channel count of the processed audio.
   */
  'processed_audio_number_of_channels'?: (_google_protobuf_Int32Value__Output);
  /**
   * Sample rate of the processed audio, in Hz.
   */
  'processed_audio_sampling_rate_hz'?: (_google_protobuf_Int32Value__Output);
  /**
   * How many speakers were detected.
   */
  'number_of_detected_speakers'?: (_google_protobuf_Int32Value__Output);
  /**
   * Confidence of the speaker segmentation.
   */
  'segmentation_score'?: (_google_protobuf_FloatValue__Output);
}

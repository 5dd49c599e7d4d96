// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../../../google/protobuf/Duration';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../../google/protobuf/FloatValue';
import type { TelephonyChannelScore as _nuance_biosec_v1_deviceprint_TelephonyChannelScore, TelephonyChannelScore__Output as _nuance_biosec_v1_deviceprint_TelephonyChannelScore__Output } from '../../../../nuance/biosec/v1/deviceprint/TelephonyChannelScore';

/**
 * Measurements from deviceprint processing of the audio.
 */
export interface DeviceprintProcessingAttributes {
  /**
   * Total audio length.
   */
  'gross_audio'?: (_google_protobuf_Duration | null);
  /**
   * Length of the speech part.
   */
  'net_audio'?: (_google_protobuf_Duration | null);
  /**
   * Length of the non-speech part.
   */
  'not_speech'?: (_google_protobuf_Duration | null);
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
   * Perceived speech quality, 0 to 5.
   */
  'perceptual_speech_quality'?: (_google_protobuf_FloatValue | null);
  /**
   * Packet loss, as a percentage.
   */
  'packet_loss_rate'?: (_google_protobuf_FloatValue | null);
  /**
   * Scores per telephony channel kind.
   */
  'channel_scores'?: (_nuance_biosec_v1_deviceprint_TelephonyChannelScore)[];
}

/**
 * Measurements from deviceprint processing of the audio.
 */
export interface DeviceprintProcessingAttributes__Output {
  /**
   * Total audio length.
   */
  'gross_audio'?: (_google_protobuf_Duration__Output);
  /**
   * Length of the speech part.
   */
  'net_audio'?: (_google_protobuf_Duration__Output);
  /**
   * Length of the non-speech part.
   */
  'not_speech'?: (_google_protobuf_Duration__Output);
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
   * Perceived speech quality, 0 to 5.
   */
  'perceptual_speech_quality'?: (_google_protobuf_FloatValue__Output);
  /**
   * Packet loss, as a percentage.
   */
  'packet_loss_rate'?: (_google_protobuf_FloatValue__Output);
  /**
   * Scores per telephony channel kind.
   */
  'channel_scores'?: (_nuance_biosec_v1_deviceprint_TelephonyChannelScore__Output)[];
}

// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../../../google/protobuf/Duration';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../../google/protobuf/FloatValue';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';

/**
 * Measurements from voice biometric processing of the audio.
 */
export interface ProcessingAttributes {
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
   * Likelihood that the speech is synthetic.
   */
  'synthetic_score'?: (_google_protobuf_FloatValue | null);
  /**
   * Likelihood that the audio is a playback (replay).
   */
  'channel_playback_score'?: (_google_protobuf_FloatValue | null);
  /**
   * Version of the playback detector used.
   */
  'playback_version'?: (_google_protobuf_Int32Value | null);
}

/**
 * Measurements from voice biometric processing of the audio.
 */
export interface ProcessingAttributes__Output {
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
   * Likelihood that the speech is synthetic.
   */
  'synthetic_score'?: (_google_protobuf_FloatValue__Output);
  /**
   * Likelihood that the audio is a playback (replay).
   */
  'channel_playback_score'?: (_google_protobuf_FloatValue__Output);
  /**
   * Version of the playback detector used.
   */
  'playback_version'?: (_google_protobuf_Int32Value__Output);
}

// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from '../../../../google/protobuf/BoolValue';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../../../google/protobuf/Duration';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';
import type { PartyAttributes as _nuance_biosec_v1_audio_PartyAttributes, PartyAttributes__Output as _nuance_biosec_v1_audio_PartyAttributes__Output } from '../../../../nuance/biosec/v1/audio/PartyAttributes';
import type { CallType as _nuance_biosec_v1_CallType, CallType__Output as _nuance_biosec_v1_CallType__Output } from '../../../../nuance/biosec/v1/CallType';
import type { Interval as _nuance_biosec_v1_audio_Interval, Interval__Output as _nuance_biosec_v1_audio_Interval__Output } from '../../../../nuance/biosec/v1/audio/Interval';

/**
 * Readable details of a media segment. Every field is optional.
 */
export interface MediaSegmentDetailsForRead {
  /**
   * Person heard in the media.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * When true the media is under legal hold and cannot be deleted.
   */
  'legal_hold'?: (_google_protobuf_BoolValue | null);
  /**
   * Length of the media, hold time excluded.
   */
  'media_length'?: (_google_protobuf_Duration | null);
  /**
   * Sample rate in Hz.
   */
  'sample_rate_hz'?: (_google_protobuf_Int32Value | null);
  /**
   * Channel count.
   */
  'number_of_channels'?: (_google_protobuf_Int32Value | null);
  /**
   * Parties heard, per channel.
   */
  'call_parties'?: (_nuance_biosec_v1_audio_PartyAttributes)[];
  /**
   * Kind of call recorded.
   */
  'call_type'?: (_nuance_biosec_v1_CallType);
  /**
   * Ranges removed from the audio.
   */
  'redacted_intervals'?: (_nuance_biosec_v1_audio_Interval)[];
  /**
   * Ranges masked in the audio.
   */
  'masked_intervals'?: (_nuance_biosec_v1_audio_Interval)[];
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Readable details of a media segment. Every field is optional.
 */
export interface MediaSegmentDetailsForRead__Output {
  /**
   * Person heard in the media.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * When true the media is under legal hold and cannot be deleted.
   */
  'legal_hold'?: (_google_protobuf_BoolValue__Output);
  /**
   * Length of the media, hold time excluded.
   */
  'media_length'?: (_google_protobuf_Duration__Output);
  /**
   * Sample rate in Hz.
   */
  'sample_rate_hz'?: (_google_protobuf_Int32Value__Output);
  /**
   * Channel count.
   */
  'number_of_channels'?: (_google_protobuf_Int32Value__Output);
  /**
   * Parties heard, per channel.
   */
  'call_parties'?: (_nuance_biosec_v1_audio_PartyAttributes__Output)[];
  /**
   * Kind of call recorded.
   */
  'call_type'?: (_nuance_biosec_v1_CallType__Output);
  /**
   * Ranges removed from the audio.
   */
  'redacted_intervals'?: (_nuance_biosec_v1_audio_Interval__Output)[];
  /**
   * Ranges masked in the audio.
   */
  'masked_intervals'?: (_nuance_biosec_v1_audio_Interval__Output)[];
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

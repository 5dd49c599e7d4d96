// Original file: protos/vigil/v1/enrollment.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { PartyType as _nuance_biosec_v1_audio_PartyType, PartyType__Output as _nuance_biosec_v1_audio_PartyType__Output } from '../../nuance/biosec/v1/audio/PartyType';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from '../../nuance/biosec/v1/AudioChannelSelector';

export interface EnrollFraudsterFromMediaRequest {
  /**
   * The caller's own engagement and session (for the console, its fraud-analyst session): the
   * change is made, and recorded on the enrollment segment, there.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * The fraudster whose print receives the audio (mandatory).
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * The engagement the audio was recorded in, e.g. the one given verdict FRAUD (mandatory).
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * A stored media segment of that engagement (mandatory); it must be ready (uploaded and processed).
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
  'party_type'?: (_nuance_biosec_v1_audio_PartyType);
  'channel_selector'?: (_nuance_biosec_v1_AudioChannelSelector | null);
  /**
   * Tag of the profile to enroll into; created with this tag when the fraudster has no such
   * profile. Empty: the fraudster's oldest profile, or a new one tagged "fraud".
   */
  'voiceprint_tag'?: (string);
  /**
   * Whose voice: the channel of the party with this role in the segment's call_parties, or the
   * given channel. Neither: PARTY_TYPE_PERSON (the caller). Mono audio has one channel, used as is.
   */
  'party'?: "party_type"|"channel_selector";
}

export interface EnrollFraudsterFromMediaRequest__Output {
  /**
   * The caller's own engagement and session (for the console, its fraud-analyst session): the
   * change is made, and recorded on the enrollment segment, there.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * The fraudster whose print receives the audio (mandatory).
   */
  'gk_fraudster_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * The engagement the audio was recorded in, e.g. the one given verdict FRAUD (mandatory).
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * A stored media segment of that engagement (mandatory); it must be ready (uploaded and processed).
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
  'party_type'?: (_nuance_biosec_v1_audio_PartyType__Output);
  'channel_selector'?: (_nuance_biosec_v1_AudioChannelSelector__Output);
  /**
   * Tag of the profile to enroll into; created with this tag when the fraudster has no such
   * profile. Empty: the fraudster's oldest profile, or a new one tagged "fraud".
   */
  'voiceprint_tag'?: (string);
  /**
   * Whose voice: the channel of the party with this role in the segment's call_parties, or the
   * given channel. Neither: PARTY_TYPE_PERSON (the caller). Mono audio has one channel, used as is.
   */
  'party'?: "party_type"|"channel_selector";
}

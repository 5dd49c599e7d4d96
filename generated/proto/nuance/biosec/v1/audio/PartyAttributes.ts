// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { PartyType as _nuance_biosec_v1_audio_PartyType, PartyType__Output as _nuance_biosec_v1_audio_PartyType__Output } from '../../../../nuance/biosec/v1/audio/PartyType';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';

/**
 * Who is heard on one channel of a recording.
 */
export interface PartyAttributes {
  /**
   * Channel, from 1 to the number of channels.
   */
  'channel_index'?: (number);
  /**
   * Role of the party.
   */
  'party_type'?: (_nuance_biosec_v1_audio_PartyType);
  /**
   * Gatekeeper ID of the party.
   */
  'gk_party_id'?: (_nuance_biosec_v1_UniqueId | null);
}

/**
 * Who is heard on one channel of a recording.
 */
export interface PartyAttributes__Output {
  /**
   * Channel, from 1 to the number of channels.
   */
  'channel_index'?: (number);
  /**
   * Role of the party.
   */
  'party_type'?: (_nuance_biosec_v1_audio_PartyType__Output);
  /**
   * Gatekeeper ID of the party.
   */
  'gk_party_id'?: (_nuance_biosec_v1_UniqueId__Output);
}

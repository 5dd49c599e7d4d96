// Original file: protos/vigil/v1/media.proto

import type { PartyAttributes as _nuance_biosec_v1_audio_PartyAttributes, PartyAttributes__Output as _nuance_biosec_v1_audio_PartyAttributes__Output } from '../../nuance/biosec/v1/audio/PartyAttributes';
import type { TranscriptWord as _vigil_v1_TranscriptWord, TranscriptWord__Output as _vigil_v1_TranscriptWord__Output } from '../../vigil/v1/TranscriptWord';
import type { TranscriptTurn as _vigil_v1_TranscriptTurn, TranscriptTurn__Output as _vigil_v1_TranscriptTurn__Output } from '../../vigil/v1/TranscriptTurn';

export interface ChannelTranscript {
  /**
   * 1-based channel number.
   */
  'channel_index'?: (number);
  /**
   * The call parties declared on this channel.
   */
  'call_parties'?: (_nuance_biosec_v1_audio_PartyAttributes)[];
  /**
   * In time order.
   */
  'words'?: (_vigil_v1_TranscriptWord)[];
  /**
   * The channel's turns (runs of words with no pause of 0.8 s or more), each interpreted with the
   * scope's semantic model. Only caller channels (a PARTY_TYPE_PERSON party, or no agent or IVR
   * party declared) have turns; empty until they are interpreted.
   */
  'turns'?: (_vigil_v1_TranscriptTurn)[];
}

export interface ChannelTranscript__Output {
  /**
   * 1-based channel number.
   */
  'channel_index'?: (number);
  /**
   * The call parties declared on this channel.
   */
  'call_parties'?: (_nuance_biosec_v1_audio_PartyAttributes__Output)[];
  /**
   * In time order.
   */
  'words'?: (_vigil_v1_TranscriptWord__Output)[];
  /**
   * The channel's turns (runs of words with no pause of 0.8 s or more), each interpreted with the
   * scope's semantic model. Only caller channels (a PARTY_TYPE_PERSON party, or no agent or IVR
   * party declared) have turns; empty until they are interpreted.
   */
  'turns'?: (_vigil_v1_TranscriptTurn__Output)[];
}

// Original file: protos/vigil/v1/media.proto

import type { PartyAttributes as _nuance_biosec_v1_audio_PartyAttributes, PartyAttributes__Output as _nuance_biosec_v1_audio_PartyAttributes__Output } from '../../nuance/biosec/v1/audio/PartyAttributes';
import type { TranscriptWord as _vigil_v1_TranscriptWord, TranscriptWord__Output as _vigil_v1_TranscriptWord__Output } from '../../vigil/v1/TranscriptWord';

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
}

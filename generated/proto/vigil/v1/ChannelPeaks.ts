// Original file: protos/vigil/v1/media.proto

import type { PartyAttributes as _nuance_biosec_v1_audio_PartyAttributes, PartyAttributes__Output as _nuance_biosec_v1_audio_PartyAttributes__Output } from '../../nuance/biosec/v1/audio/PartyAttributes';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { ProcessingAttributes as _nuance_biosec_v1_audio_ProcessingAttributes, ProcessingAttributes__Output as _nuance_biosec_v1_audio_ProcessingAttributes__Output } from '../../nuance/biosec/v1/audio/ProcessingAttributes';

export interface ChannelPeaks {
  /**
   * 1-based channel number.
   */
  'channel_index'?: (number);
  /**
   * Per slice, the lowest and highest sample, as fractions of full scale (-1 to 1).
   */
  'min'?: (number | string)[];
  'max'?: (number | string)[];
  /**
   * The call parties declared on this channel.
   */
  'call_parties'?: (_nuance_biosec_v1_audio_PartyAttributes)[];
  /**
   * The processed-audio record measured on this channel.
   */
  'gk_processed_audio_id'?: (_nuance_biosec_v1_UniqueId | null);
  'processing_attributes'?: (_nuance_biosec_v1_audio_ProcessingAttributes | null);
}

export interface ChannelPeaks__Output {
  /**
   * 1-based channel number.
   */
  'channel_index'?: (number);
  /**
   * Per slice, the lowest and highest sample, as fractions of full scale (-1 to 1).
   */
  'min'?: (number)[];
  'max'?: (number)[];
  /**
   * The call parties declared on this channel.
   */
  'call_parties'?: (_nuance_biosec_v1_audio_PartyAttributes__Output)[];
  /**
   * The processed-audio record measured on this channel.
   */
  'gk_processed_audio_id'?: (_nuance_biosec_v1_UniqueId__Output);
  'processing_attributes'?: (_nuance_biosec_v1_audio_ProcessingAttributes__Output);
}

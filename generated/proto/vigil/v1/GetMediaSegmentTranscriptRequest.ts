// Original file: protos/vigil/v1/media.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from '../../nuance/biosec/v1/AudioChannelSelector';

export interface GetMediaSegmentTranscriptRequest {
  'context'?: (_nuance_biosec_v1_Context | null);
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * One channel (1 left, 2 right); absent: every channel.
   */
  'channel_selector'?: (_nuance_biosec_v1_AudioChannelSelector | null);
}

export interface GetMediaSegmentTranscriptRequest__Output {
  'context'?: (_nuance_biosec_v1_Context__Output);
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * One channel (1 left, 2 right); absent: every channel.
   */
  'channel_selector'?: (_nuance_biosec_v1_AudioChannelSelector__Output);
}

// Original file: protos/vigil/v1/media.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from '../../nuance/biosec/v1/AudioChannelSelector';

export interface GetMediaSegmentPeaksRequest {
  'context'?: (_nuance_biosec_v1_Context | null);
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
  'points_per_second'?: (number);
  'total_points'?: (number);
  /**
   * One channel (1 left, 2 right); absent: every channel.
   */
  'channel_selector'?: (_nuance_biosec_v1_AudioChannelSelector | null);
  /**
   * How many slices: per second of audio, or in total. Neither: 2000 in total. At most 100000.
   */
  'resolution'?: "points_per_second"|"total_points";
}

export interface GetMediaSegmentPeaksRequest__Output {
  'context'?: (_nuance_biosec_v1_Context__Output);
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
  'points_per_second'?: (number);
  'total_points'?: (number);
  /**
   * One channel (1 left, 2 right); absent: every channel.
   */
  'channel_selector'?: (_nuance_biosec_v1_AudioChannelSelector__Output);
  /**
   * How many slices: per second of audio, or in total. Neither: 2000 in total. At most 100000.
   */
  'resolution'?: "points_per_second"|"total_points";
}

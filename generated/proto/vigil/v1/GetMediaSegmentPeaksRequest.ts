// Original file: protos/vigil/v1/media.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from '../../nuance/biosec/v1/AudioChannelSelector';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration';

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
   * A time window, for a zoomed-in view of a long segment: set either bound (the other defaults to
   * the segment's start or end) and the answer covers only that window, from the coarsest stored
   * level with at least the requested resolution (total_points then counts points in the window;
   * neither resolution: 2000), so it holds between that many and a few times as many points, or
   * fewer when the finest level is coarser than asked. window_start must lie before the end of the
   * segment and window_end after window_start; window_end past the end of the segment is cut to it.
   */
  'window_start'?: (_google_protobuf_Duration | null);
  'window_end'?: (_google_protobuf_Duration | null);
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
   * A time window, for a zoomed-in view of a long segment: set either bound (the other defaults to
   * the segment's start or end) and the answer covers only that window, from the coarsest stored
   * level with at least the requested resolution (total_points then counts points in the window;
   * neither resolution: 2000), so it holds between that many and a few times as many points, or
   * fewer when the finest level is coarser than asked. window_start must lie before the end of the
   * segment and window_end after window_start; window_end past the end of the segment is cut to it.
   */
  'window_start'?: (_google_protobuf_Duration__Output);
  'window_end'?: (_google_protobuf_Duration__Output);
  /**
   * How many slices: per second of audio, or in total. Neither: 2000 in total. At most 100000.
   */
  'resolution'?: "points_per_second"|"total_points";
}

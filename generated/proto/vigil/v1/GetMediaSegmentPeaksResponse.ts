// Original file: protos/vigil/v1/media.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration';
import type { ChannelPeaks as _vigil_v1_ChannelPeaks, ChannelPeaks__Output as _vigil_v1_ChannelPeaks__Output } from '../../vigil/v1/ChannelPeaks';

export interface GetMediaSegmentPeaksResponse {
  'status'?: (_nuance_rpc_Status | null);
  'sample_rate_hz'?: (number);
  'number_of_channels'?: (number);
  'media_length'?: (_google_protobuf_Duration | null);
  /**
   * Slices per channel (the same for every channel).
   */
  'points_per_channel'?: (number);
  'channels'?: (_vigil_v1_ChannelPeaks)[];
  /**
   * For a windowed request: the time the points cover (the window, widened to whole points) and
   * how many frames one point spans.
   */
  'window_start'?: (_google_protobuf_Duration | null);
  'window_end'?: (_google_protobuf_Duration | null);
  'samples_per_point'?: (number);
}

export interface GetMediaSegmentPeaksResponse__Output {
  'status'?: (_nuance_rpc_Status__Output);
  'sample_rate_hz'?: (number);
  'number_of_channels'?: (number);
  'media_length'?: (_google_protobuf_Duration__Output);
  /**
   * Slices per channel (the same for every channel).
   */
  'points_per_channel'?: (number);
  'channels'?: (_vigil_v1_ChannelPeaks__Output)[];
  /**
   * For a windowed request: the time the points cover (the window, widened to whole points) and
   * how many frames one point spans.
   */
  'window_start'?: (_google_protobuf_Duration__Output);
  'window_end'?: (_google_protobuf_Duration__Output);
  'samples_per_point'?: (number);
}

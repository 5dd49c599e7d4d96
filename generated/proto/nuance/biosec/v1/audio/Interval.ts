// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../../../google/protobuf/Duration';

/**
 * A time range within one channel of a media segment, measured from its start.
 */
export interface Interval {
  /**
   * Start of the range (required).
   */
  'start_offset'?: (_google_protobuf_Duration | null);
  /**
   * End of the range. When absent the range runs to the end of the media, and it must be the
   * last interval in its list.
   */
  'end_offset'?: (_google_protobuf_Duration | null);
  /**
   * Channel the range applies to (required).
   */
  'channel'?: (number);
}

/**
 * A time range within one channel of a media segment, measured from its start.
 */
export interface Interval__Output {
  /**
   * Start of the range (required).
   */
  'start_offset'?: (_google_protobuf_Duration__Output);
  /**
   * End of the range. When absent the range runs to the end of the media, and it must be the
   * last interval in its list.
   */
  'end_offset'?: (_google_protobuf_Duration__Output);
  /**
   * Channel the range applies to (required).
   */
  'channel'?: (number);
}

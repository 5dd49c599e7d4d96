// Original file: protos/nuance/biosec/v1/common_types.proto

import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../google/protobuf/Int32Value';

/**
 * Picks one channel of multi-channel audio.
 */
export interface AudioChannelSelector {
  /**
   * Channel number (for stereo, 1 is left and 2 is right); absent means all channels.
   */
  'channel'?: (_google_protobuf_Int32Value | null);
}

/**
 * Picks one channel of multi-channel audio.
 */
export interface AudioChannelSelector__Output {
  /**
   * Channel number (for stereo, 1 is left and 2 is right); absent means all channels.
   */
  'channel'?: (_google_protobuf_Int32Value__Output);
}

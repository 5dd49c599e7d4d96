// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from '../../../../google/protobuf/BoolValue';

/**
 * Writable details of a media segment.
 */
export interface MediaSegmentDetailsForWrite {
  /**
   * Person heard in the media.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Set to true to protect the media from deletion.
   */
  'legal_hold'?: (_google_protobuf_BoolValue | null);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Writable details of a media segment.
 */
export interface MediaSegmentDetailsForWrite__Output {
  /**
   * Person heard in the media.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Set to true to protect the media from deletion.
   */
  'legal_hold'?: (_google_protobuf_BoolValue__Output);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

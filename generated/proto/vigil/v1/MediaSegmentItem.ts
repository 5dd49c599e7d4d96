// Original file: protos/vigil/v1/browse.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';
import type { MediaSegmentDetailsForRead as _nuance_biosec_v1_audio_MediaSegmentDetailsForRead, MediaSegmentDetailsForRead__Output as _nuance_biosec_v1_audio_MediaSegmentDetailsForRead__Output } from '../../nuance/biosec/v1/audio/MediaSegmentDetailsForRead';

/**
 * One listed media segment: its details plus the IDs the read message leaves out.
 */
export interface MediaSegmentItem {
  /**
   * ID of the media segment.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Engagement it was recorded in.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Session it was recorded in.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * When it was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * The segment, as GetMediaSegmentDetails reads it.
   */
  'details'?: (_nuance_biosec_v1_audio_MediaSegmentDetailsForRead | null);
}

/**
 * One listed media segment: its details plus the IDs the read message leaves out.
 */
export interface MediaSegmentItem__Output {
  /**
   * ID of the media segment.
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Engagement it was recorded in.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Session it was recorded in.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * When it was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * The segment, as GetMediaSegmentDetails reads it.
   */
  'details'?: (_nuance_biosec_v1_audio_MediaSegmentDetailsForRead__Output);
}

// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { MediaSegmentItem as _vigil_v1_MediaSegmentItem, MediaSegmentItem__Output as _vigil_v1_MediaSegmentItem__Output } from '../../vigil/v1/MediaSegmentItem';

/**
 * Output of ListMediaSegments.
 */
export interface ListMediaSegmentsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The page, in the requested order.
   */
  'segments'?: (_vigil_v1_MediaSegmentItem)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching segments across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

/**
 * Output of ListMediaSegments.
 */
export interface ListMediaSegmentsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The page, in the requested order.
   */
  'segments'?: (_vigil_v1_MediaSegmentItem__Output)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching segments across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

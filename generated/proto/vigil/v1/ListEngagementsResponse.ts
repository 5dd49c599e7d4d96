// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { EngagementDetailsForRead as _nuance_biosec_v1_sessions_EngagementDetailsForRead, EngagementDetailsForRead__Output as _nuance_biosec_v1_sessions_EngagementDetailsForRead__Output } from '../../nuance/biosec/v1/sessions/EngagementDetailsForRead';

/**
 * Output of ListEngagements.
 */
export interface ListEngagementsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The page, in the requested order.
   */
  'engagements'?: (_nuance_biosec_v1_sessions_EngagementDetailsForRead)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching engagements across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
  /**
   * Which engagements of this page have recorded audio: for each one with at least one media
   * segment whose audio is uploaded, keyed by its gk_engagement_id, how many such segments it
   * has. Engagements without audio (none, or uploads still pending) are not in the map.
   */
  'audio_segment_counts'?: ({[key: string]: number});
}

/**
 * Output of ListEngagements.
 */
export interface ListEngagementsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The page, in the requested order.
   */
  'engagements'?: (_nuance_biosec_v1_sessions_EngagementDetailsForRead__Output)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching engagements across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
  /**
   * Which engagements of this page have recorded audio: for each one with at least one media
   * segment whose audio is uploaded, keyed by its gk_engagement_id, how many such segments it
   * has. Engagements without audio (none, or uploads still pending) are not in the map.
   */
  'audio_segment_counts'?: ({[key: string]: number});
}

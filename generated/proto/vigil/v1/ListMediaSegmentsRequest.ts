// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from '../../google/protobuf/BoolValue';

/**
 * Input of ListMediaSegments. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListMediaSegmentsRequest {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Recorded in this engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Recorded in this session.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Under legal hold (true) or not (false).
   */
  'legal_hold'?: (_google_protobuf_BoolValue | null);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (default "creation_timestamp desc").
   */
  'order_by'?: (string);
}

/**
 * Input of ListMediaSegments. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListMediaSegmentsRequest__Output {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Recorded in this engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Recorded in this session.
   */
  'gk_session_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Under legal hold (true) or not (false).
   */
  'legal_hold'?: (_google_protobuf_BoolValue__Output);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (default "creation_timestamp desc").
   */
  'order_by'?: (string);
}

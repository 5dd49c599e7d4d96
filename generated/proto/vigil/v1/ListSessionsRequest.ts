// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';
import type { Interval as _google_type_Interval, Interval__Output as _google_type_Interval__Output } from '../../google/type/Interval';
import type { SessionType as _nuance_biosec_v1_SessionType, SessionType__Output as _nuance_biosec_v1_SessionType__Output } from '../../nuance/biosec/v1/SessionType';
import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from '../../google/protobuf/BoolValue';

/**
 * Input of ListSessions. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListSessionsRequest {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Belongs to this engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Started within this range (start inclusive, end exclusive).
   */
  'creation_interval'?: (_google_type_Interval | null);
  /**
   * Session type is one of these.
   */
  'session_types'?: (_nuance_biosec_v1_SessionType)[];
  /**
   * Running (true) or stopped (false).
   */
  'is_active'?: (_google_protobuf_BoolValue | null);
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
 * Input of ListSessions. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListSessionsRequest__Output {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Belongs to this engagement.
   */
  'gk_engagement_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Started within this range (start inclusive, end exclusive).
   */
  'creation_interval'?: (_google_type_Interval__Output);
  /**
   * Session type is one of these.
   */
  'session_types'?: (_nuance_biosec_v1_SessionType__Output)[];
  /**
   * Running (true) or stopped (false).
   */
  'is_active'?: (_google_protobuf_BoolValue__Output);
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

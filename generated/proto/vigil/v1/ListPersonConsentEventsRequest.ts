// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';

/**
 * Input of ListPersonConsentEvents.
 */
export interface ListPersonConsentEventsRequest {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * The person (mandatory); NOT_FOUND when the scope has no such person.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (when the change was recorded; default "creation_timestamp desc").
   */
  'order_by'?: (string);
}

/**
 * Input of ListPersonConsentEvents.
 */
export interface ListPersonConsentEventsRequest__Output {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * The person (mandatory); NOT_FOUND when the scope has no such person.
   */
  'gk_person_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (when the change was recorded; default "creation_timestamp desc").
   */
  'order_by'?: (string);
}

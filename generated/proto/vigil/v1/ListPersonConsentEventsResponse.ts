// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { PersonConsentEvent as _vigil_v1_PersonConsentEvent, PersonConsentEvent__Output as _vigil_v1_PersonConsentEvent__Output } from '../../vigil/v1/PersonConsentEvent';

/**
 * Output of ListPersonConsentEvents.
 */
export interface ListPersonConsentEventsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The page, in the requested order.
   */
  'events'?: (_vigil_v1_PersonConsentEvent)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * The person's changes across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

/**
 * Output of ListPersonConsentEvents.
 */
export interface ListPersonConsentEventsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The page, in the requested order.
   */
  'events'?: (_vigil_v1_PersonConsentEvent__Output)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * The person's changes across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

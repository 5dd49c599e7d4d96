// Original file: protos/vigil/v1/browse.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { SessionDetailsForRead as _nuance_biosec_v1_sessions_SessionDetailsForRead, SessionDetailsForRead__Output as _nuance_biosec_v1_sessions_SessionDetailsForRead__Output } from '../../nuance/biosec/v1/sessions/SessionDetailsForRead';

/**
 * Output of ListSessions.
 */
export interface ListSessionsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The page, in the requested order.
   */
  'sessions'?: (_nuance_biosec_v1_sessions_SessionDetailsForRead)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching sessions across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

/**
 * Output of ListSessions.
 */
export interface ListSessionsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The page, in the requested order.
   */
  'sessions'?: (_nuance_biosec_v1_sessions_SessionDetailsForRead__Output)[];
  /**
   * Token for the next page; empty on the last page.
   */
  'next_page_token'?: (string);
  /**
   * Matching sessions across all pages (see total_size_capped).
   */
  'total_size'?: (number);
  /**
   * More rows match than total_size says.
   */
  'total_size_capped'?: (boolean);
}

// Original file: protos/nuance/rpc/error_details.proto

import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from '../../nuance/rpc/LocalizedMessage';

/**
 * A further detail about a status.
 */
export interface StatusDetail {
  /**
   * Explanation for developers.
   */
  'message'?: (string);
  /**
   * Localized explanation for end users.
   */
  'user_message'?: (_nuance_rpc_LocalizedMessage | null);
  /**
   * Extra key/value data.
   */
  'extras'?: ({[key: string]: string});
}

/**
 * A further detail about a status.
 */
export interface StatusDetail__Output {
  /**
   * Explanation for developers.
   */
  'message'?: (string);
  /**
   * Localized explanation for end users.
   */
  'user_message'?: (_nuance_rpc_LocalizedMessage__Output);
  /**
   * Extra key/value data.
   */
  'extras'?: ({[key: string]: string});
}

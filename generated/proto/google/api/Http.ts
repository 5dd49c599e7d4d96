// Original file: protos/google/api/http.proto

import type { HttpRule as _google_api_HttpRule, HttpRule__Output as _google_api_HttpRule__Output } from '../../google/api/HttpRule';

/**
 * A set of HTTP rules, as found in a service configuration rather than on methods.
 */
export interface Http {
  /**
   * The rules, one per method selector.
   */
  'rules'?: (_google_api_HttpRule)[];
  /**
   * When true, a multi-segment path variable ({var=**}) is decoded fully, "%2F" included.
   */
  'fully_decode_reserved_expansion'?: (boolean);
}

/**
 * A set of HTTP rules, as found in a service configuration rather than on methods.
 */
export interface Http__Output {
  /**
   * The rules, one per method selector.
   */
  'rules'?: (_google_api_HttpRule__Output)[];
  /**
   * When true, a multi-segment path variable ({var=**}) is decoded fully, "%2F" included.
   */
  'fully_decode_reserved_expansion'?: (boolean);
}

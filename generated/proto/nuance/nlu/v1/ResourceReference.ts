// Original file: protos/nuance/nlu/v1/runtime.proto

import type { EnumResourceType as _nuance_nlu_v1_EnumResourceType, EnumResourceType__Output as _nuance_nlu_v1_EnumResourceType__Output } from '../../../nuance/nlu/v1/EnumResourceType';

/**
 * A stored resource: a semantic model or a wordset.
 */
export interface ResourceReference {
  /**
   * Kind of the resource.
   */
  'type'?: (_nuance_nlu_v1_EnumResourceType);
  /**
   * URN of the resource.
   */
  'uri'?: (string);
  /**
   * Longest time to wait for the resource to load, in milliseconds; 0 means the server's
   * default.
   */
  'request_timeout_ms'?: (number);
  /**
   * HTTP headers to send when the resource is fetched (replaces v1beta1's cache fields and
   * cookies).
   */
  'headers'?: ({[key: string]: string});
}

/**
 * A stored resource: a semantic model or a wordset.
 */
export interface ResourceReference__Output {
  /**
   * Kind of the resource.
   */
  'type'?: (_nuance_nlu_v1_EnumResourceType__Output);
  /**
   * URN of the resource.
   */
  'uri'?: (string);
  /**
   * Longest time to wait for the resource to load, in milliseconds; 0 means the server's
   * default.
   */
  'request_timeout_ms'?: (number);
  /**
   * HTTP headers to send when the resource is fetched (replaces v1beta1's cache fields and
   * cookies).
   */
  'headers'?: ({[key: string]: string});
}

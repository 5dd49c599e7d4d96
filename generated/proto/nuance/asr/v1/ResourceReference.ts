// Original file: protos/nuance/asr/v1/resource.proto

import type { EnumResourceType as _nuance_asr_v1_EnumResourceType, EnumResourceType__Output as _nuance_asr_v1_EnumResourceType__Output } from '../../../nuance/asr/v1/EnumResourceType';

/**
 * A stored resource.
 */
export interface ResourceReference {
  /**
   * Kind of the resource.
   */
  'type'?: (_nuance_asr_v1_EnumResourceType);
  /**
   * Where the resource is: a URN such as urn:vendor:tag:model/<context_tag>/vendor.asr
   * ?=language=<lll-CCC>, or a URL.
   */
  'uri'?: (string);
  /**
   * When true, a failure to load this resource is masked and recognition continues without
   * it.
   */
  'mask_load_failures'?: (boolean);
  /**
   * Longest time to wait for the resource to load, in milliseconds; 0 means the server's
   * default.
   */
  'request_timeout_ms'?: (number);
  /**
   * HTTP headers to send when the resource is fetched by URL.
   */
  'headers'?: ({[key: string]: string});
}

/**
 * A stored resource.
 */
export interface ResourceReference__Output {
  /**
   * Kind of the resource.
   */
  'type'?: (_nuance_asr_v1_EnumResourceType__Output);
  /**
   * Where the resource is: a URN such as urn:vendor:tag:model/<context_tag>/vendor.asr
   * ?=language=<lll-CCC>, or a URL.
   */
  'uri'?: (string);
  /**
   * When true, a failure to load this resource is masked and recognition continues without
   * it.
   */
  'mask_load_failures'?: (boolean);
  /**
   * Longest time to wait for the resource to load, in milliseconds; 0 means the server's
   * default.
   */
  'request_timeout_ms'?: (number);
  /**
   * HTTP headers to send when the resource is fetched by URL.
   */
  'headers'?: ({[key: string]: string});
}

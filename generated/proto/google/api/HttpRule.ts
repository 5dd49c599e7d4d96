// Original file: protos/google/api/http.proto

import type { CustomHttpPattern as _google_api_CustomHttpPattern, CustomHttpPattern__Output as _google_api_CustomHttpPattern__Output } from '../../google/api/CustomHttpPattern';
import type { HttpRule as _google_api_HttpRule, HttpRule__Output as _google_api_HttpRule__Output } from '../../google/api/HttpRule';

/**
 * How one RPC is exposed over HTTP/JSON: a verb and a URL template, plus which part of the
 * request message the HTTP body carries. Placeholders such as {gk_media_segment_id.value}
 * in the template fill request fields from the path; remaining fields come from the query
 * string unless body names them.
 */
export interface HttpRule {
  /**
   * The method this rule is for (only used inside an Http message; unset on method options).
   */
  'selector'?: (string);
  /**
   * GET on this URL template.
   */
  'get'?: (string);
  /**
   * PUT on this URL template.
   */
  'put'?: (string);
  /**
   * POST on this URL template.
   */
  'post'?: (string);
  /**
   * DELETE on this URL template.
   */
  'delete'?: (string);
  /**
   * PATCH on this URL template.
   */
  'patch'?: (string);
  /**
   * Which request field the HTTP body maps to: "*" for every field not bound by the path,
   * a field name for that field only, or empty for no body.
   */
  'body'?: (string);
  /**
   * Any other verb, given with its template.
   */
  'custom'?: (_google_api_CustomHttpPattern | null);
  /**
   * Further verb/URL pairs that reach the same method. They must not nest further bindings.
   */
  'additional_bindings'?: (_google_api_HttpRule)[];
  /**
   * Which response field becomes the HTTP response body; empty means the whole response.
   */
  'response_body'?: (string);
  /**
   * Exactly one verb with its URL template.
   */
  'pattern'?: "get"|"put"|"post"|"delete"|"patch"|"custom";
}

/**
 * How one RPC is exposed over HTTP/JSON: a verb and a URL template, plus which part of the
 * request message the HTTP body carries. Placeholders such as {gk_media_segment_id.value}
 * in the template fill request fields from the path; remaining fields come from the query
 * string unless body names them.
 */
export interface HttpRule__Output {
  /**
   * The method this rule is for (only used inside an Http message; unset on method options).
   */
  'selector'?: (string);
  /**
   * GET on this URL template.
   */
  'get'?: (string);
  /**
   * PUT on this URL template.
   */
  'put'?: (string);
  /**
   * POST on this URL template.
   */
  'post'?: (string);
  /**
   * DELETE on this URL template.
   */
  'delete'?: (string);
  /**
   * PATCH on this URL template.
   */
  'patch'?: (string);
  /**
   * Which request field the HTTP body maps to: "*" for every field not bound by the path,
   * a field name for that field only, or empty for no body.
   */
  'body'?: (string);
  /**
   * Any other verb, given with its template.
   */
  'custom'?: (_google_api_CustomHttpPattern__Output);
  /**
   * Further verb/URL pairs that reach the same method. They must not nest further bindings.
   */
  'additional_bindings'?: (_google_api_HttpRule__Output)[];
  /**
   * Which response field becomes the HTTP response body; empty means the whole response.
   */
  'response_body'?: (string);
  /**
   * Exactly one verb with its URL template.
   */
  'pattern'?: "get"|"put"|"post"|"delete"|"patch"|"custom";
}

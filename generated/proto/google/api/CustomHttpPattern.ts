// Original file: protos/google/api/http.proto


/**
 * A verb outside the five standard ones.
 */
export interface CustomHttpPattern {
  /**
   * The verb name, for example "HEAD".
   */
  'kind'?: (string);
  /**
   * The URL template used with that verb.
   */
  'path'?: (string);
}

/**
 * A verb outside the five standard ones.
 */
export interface CustomHttpPattern__Output {
  /**
   * The verb name, for example "HEAD".
   */
  'kind'?: (string);
  /**
   * The URL template used with that verb.
   */
  'path'?: (string);
}

// Original file: protos/nuance/nlu/v1/runtime.proto


/**
 * Status of an interpretation, with HTTP-like codes (200 OK, 4xx and 5xx errors).
 */
export interface Status {
  /**
   * Status code.
   */
  'code'?: (number);
  /**
   * Short text of the code, for example OK.
   */
  'message'?: (string);
  /**
   * More detail; may be empty.
   */
  'details'?: (string);
}

/**
 * Status of an interpretation, with HTTP-like codes (200 OK, 4xx and 5xx errors).
 */
export interface Status__Output {
  /**
   * Status code.
   */
  'code'?: (number);
  /**
   * Short text of the code, for example OK.
   */
  'message'?: (string);
  /**
   * More detail; may be empty.
   */
  'details'?: (string);
}

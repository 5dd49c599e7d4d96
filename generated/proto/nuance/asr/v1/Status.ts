// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * Status of a recognition, with HTTP-like codes (100 Continue, 200 Success, 4xx and 5xx errors).
 */
export interface Status {
  /**
   * Status code.
   */
  'code'?: (number);
  /**
   * Short text of the code, for example Continue or Success.
   */
  'message'?: (string);
  /**
   * More detail; may be empty (for 100 it names the audio format).
   */
  'details'?: (string);
}

/**
 * Status of a recognition, with HTTP-like codes (100 Continue, 200 Success, 4xx and 5xx errors).
 */
export interface Status__Output {
  /**
   * Status code.
   */
  'code'?: (number);
  /**
   * Short text of the code, for example Continue or Success.
   */
  'message'?: (string);
  /**
   * More detail; may be empty (for 100 it names the audio format).
   */
  'details'?: (string);
}

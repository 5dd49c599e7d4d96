// Original file: protos/nuance/asr/v1beta1/training.proto


/**
 * A message about a compile job.
 */
export interface JobMessage {
  /**
   * Message code.
   */
  'code'?: (number);
  /**
   * The text.
   */
  'message'?: (string);
  /**
   * Extra key/value data.
   */
  'data'?: ({[key: string]: string});
}

/**
 * A message about a compile job.
 */
export interface JobMessage__Output {
  /**
   * Message code.
   */
  'code'?: (number);
  /**
   * The text.
   */
  'message'?: (string);
  /**
   * Extra key/value data.
   */
  'data'?: ({[key: string]: string});
}

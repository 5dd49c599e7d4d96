// Original file: protos/nuance/nlu/common/v1beta1/job.proto


/**
 * A message about a job.
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
 * A message about a job.
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

// Original file: protos/nuance/asr/v1beta1/training.proto


/**
 * A stored artifact (wordset or model).
 */
export interface ResourceReference {
  /**
   * URN of the artifact.
   */
  'uri'?: (string);
  /**
   * HTTP headers to send when the artifact is fetched.
   */
  'headers'?: ({[key: string]: string});
}

/**
 * A stored artifact (wordset or model).
 */
export interface ResourceReference__Output {
  /**
   * URN of the artifact.
   */
  'uri'?: (string);
  /**
   * HTTP headers to send when the artifact is fetched.
   */
  'headers'?: ({[key: string]: string});
}

// Original file: protos/nuance/rpc/error_details.proto


/**
 * Identifies the request a status belongs to.
 */
export interface RequestInfo {
  /**
   * Request identifier.
   */
  'request_id'?: (string);
  /**
   * Request data relevant to the status.
   */
  'request_data'?: (string);
  /**
   * More request data as key/value pairs.
   */
  'additional_request_data'?: ({[key: string]: string});
}

/**
 * Identifies the request a status belongs to.
 */
export interface RequestInfo__Output {
  /**
   * Request identifier.
   */
  'request_id'?: (string);
  /**
   * Request data relevant to the status.
   */
  'request_data'?: (string);
  /**
   * More request data as key/value pairs.
   */
  'additional_request_data'?: ({[key: string]: string});
}

// Original file: protos/nuance/biosec/v1/calleridvalidation/caller_id_validation_service_messages.proto


/**
 * Results of the configured vendor.
 */
export interface ProcessPreAnswerResult {
  /**
   * Vendor outputs as key/value pairs.
   */
  'result_attributes'?: ({[key: string]: string});
}

/**
 * Results of the configured vendor.
 */
export interface ProcessPreAnswerResult__Output {
  /**
   * Vendor outputs as key/value pairs.
   */
  'result_attributes'?: ({[key: string]: string});
}

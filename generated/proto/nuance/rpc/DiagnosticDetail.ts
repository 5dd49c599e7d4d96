// Original file: protos/nuance/rpc/error_details.proto


/**
 * A machine-readable diagnostic entry.
 */
export interface DiagnosticDetail {
  /**
   * Diagnostic code.
   */
  'code'?: (string);
  /**
   * Extra key/value data for the diagnostic.
   */
  'extras'?: ({[key: string]: string});
}

/**
 * A machine-readable diagnostic entry.
 */
export interface DiagnosticDetail__Output {
  /**
   * Diagnostic code.
   */
  'code'?: (string);
  /**
   * Extra key/value data for the diagnostic.
   */
  'extras'?: ({[key: string]: string});
}

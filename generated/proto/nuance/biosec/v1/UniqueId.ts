// Original file: protos/nuance/biosec/v1/common_types.proto


/**
 * A Gatekeeper-generated identifier, wrapped in a message so it can be absent.
 */
export interface UniqueId {
  /**
   * The identifier text.
   */
  'value'?: (string);
}

/**
 * A Gatekeeper-generated identifier, wrapped in a message so it can be absent.
 */
export interface UniqueId__Output {
  /**
   * The identifier text.
   */
  'value'?: (string);
}

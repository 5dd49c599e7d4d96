// Original file: protos/nuance/rpc/error_details.proto


/**
 * A message in a given locale.
 */
export interface LocalizedMessage {
  /**
   * Locale of the text, for example en-US.
   */
  'locale'?: (string);
  /**
   * The text.
   */
  'message'?: (string);
  /**
   * Identifier of the message resource, for translation lookups.
   */
  'message_resource_id'?: (string);
}

/**
 * A message in a given locale.
 */
export interface LocalizedMessage__Output {
  /**
   * Locale of the text, for example en-US.
   */
  'locale'?: (string);
  /**
   * The text.
   */
  'message'?: (string);
  /**
   * Identifier of the message resource, for translation lookups.
   */
  'message_resource_id'?: (string);
}

// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


/**
 * Channel, language and library a session runs in.
 */
export interface Selector {
  /**
   * Channel code name as the project defines it, e.g. default or ivr.
   */
  'channel'?: (string);
  /**
   * Locale, e.g. en-US.
   */
  'language'?: (string);
  /**
   * Library of the project (usually empty).
   */
  'library'?: (string);
}

/**
 * Channel, language and library a session runs in.
 */
export interface Selector__Output {
  /**
   * Channel code name as the project defines it, e.g. default or ivr.
   */
  'channel'?: (string);
  /**
   * Locale, e.g. en-US.
   */
  'language'?: (string);
  /**
   * Library of the project (usually empty).
   */
  'library'?: (string);
}

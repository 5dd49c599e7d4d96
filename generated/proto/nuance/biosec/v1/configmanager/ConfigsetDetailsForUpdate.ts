// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto


/**
 * Details that can be changed.
 */
export interface ConfigsetDetailsForUpdate {
  /**
   * Free-text description.
   */
  'description'?: (string);
}

/**
 * Details that can be changed.
 */
export interface ConfigsetDetailsForUpdate__Output {
  /**
   * Free-text description.
   */
  'description'?: (string);
}

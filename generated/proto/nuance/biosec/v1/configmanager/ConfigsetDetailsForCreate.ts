// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto


/**
 * Details that can be given at creation.
 */
export interface ConfigsetDetailsForCreate {
  /**
   * Free-text description.
   */
  'description'?: (string);
}

/**
 * Details that can be given at creation.
 */
export interface ConfigsetDetailsForCreate__Output {
  /**
   * Free-text description.
   */
  'description'?: (string);
}

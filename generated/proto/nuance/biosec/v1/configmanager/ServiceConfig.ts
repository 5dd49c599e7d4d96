// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto


/**
 * Configuration of one service within a configset.
 */
export interface ServiceConfig {
  /**
   * Service the data configures.
   */
  'service_name'?: (string);
  /**
   * The configuration data.
   */
  'data'?: (Buffer | Uint8Array | string);
  /**
   * Schema the data follows.
   */
  'schema'?: (Buffer | Uint8Array | string);
}

/**
 * Configuration of one service within a configset.
 */
export interface ServiceConfig__Output {
  /**
   * Service the data configures.
   */
  'service_name'?: (string);
  /**
   * The configuration data.
   */
  'data'?: (Buffer);
  /**
   * Schema the data follows.
   */
  'schema'?: (Buffer);
}

// Original file: protos/nuance/asr/v1/result.proto


/**
 * The data pack that produced a result.
 */
export interface DataPack {
  /**
   * Language of the data pack.
   */
  'language'?: (string);
  /**
   * Topic of the data pack.
   */
  'topic'?: (string);
  /**
   * Version of the data pack.
   */
  'version'?: (string);
  /**
   * Identifier of the data pack.
   */
  'id'?: (string);
}

/**
 * The data pack that produced a result.
 */
export interface DataPack__Output {
  /**
   * Language of the data pack.
   */
  'language'?: (string);
  /**
   * Topic of the data pack.
   */
  'topic'?: (string);
  /**
   * Version of the data pack.
   */
  'version'?: (string);
  /**
   * Identifier of the data pack.
   */
  'id'?: (string);
}

// Original file: protos/nuance/biosec/v1/entities/entities_manager_enums.proto

/**
 * Encoding of CSV rule data.
 */
export const CallerIdDataEncoding = {
  CALLER_ID_DATA_ENCODING_UNSPECIFIED: 'CALLER_ID_DATA_ENCODING_UNSPECIFIED',
  /**
   * CSV text as is.
   */
  CALLER_ID_DATA_ENCODING_PLAIN: 'CALLER_ID_DATA_ENCODING_PLAIN',
  /**
   * CSV text encoded in base64.
   */
  CALLER_ID_DATA_ENCODING_BASE64: 'CALLER_ID_DATA_ENCODING_BASE64',
} as const;

/**
 * Encoding of CSV rule data.
 */
export type CallerIdDataEncoding =
  | 'CALLER_ID_DATA_ENCODING_UNSPECIFIED'
  | 0
  /**
   * CSV text as is.
   */
  | 'CALLER_ID_DATA_ENCODING_PLAIN'
  | 1
  /**
   * CSV text encoded in base64.
   */
  | 'CALLER_ID_DATA_ENCODING_BASE64'
  | 2

/**
 * Encoding of CSV rule data.
 */
export type CallerIdDataEncoding__Output = typeof CallerIdDataEncoding[keyof typeof CallerIdDataEncoding]

// Original file: protos/nuance/biosec/v1/configmanager/config_enum.proto

/**
 * Shape in which configset content is returned.
 */
export const ConfigsetFormat = {
  /**
   * Do not use.
   */
  CONFIGSET_FORMAT_UNSPECIFIED: 'CONFIGSET_FORMAT_UNSPECIFIED',
  /**
   * The whole content as one byte string (raw_content).
   */
  CONFIGSET_FORMAT_ALL_BYTES: 'CONFIGSET_FORMAT_ALL_BYTES',
  /**
   * Content split per service (configset_object).
   */
  CONFIGSET_FORMAT_BY_SERVICE: 'CONFIGSET_FORMAT_BY_SERVICE',
} as const;

/**
 * Shape in which configset content is returned.
 */
export type ConfigsetFormat =
  /**
   * Do not use.
   */
  | 'CONFIGSET_FORMAT_UNSPECIFIED'
  | 0
  /**
   * The whole content as one byte string (raw_content).
   */
  | 'CONFIGSET_FORMAT_ALL_BYTES'
  | 1
  /**
   * Content split per service (configset_object).
   */
  | 'CONFIGSET_FORMAT_BY_SERVICE'
  | 2

/**
 * Shape in which configset content is returned.
 */
export type ConfigsetFormat__Output = typeof ConfigsetFormat[keyof typeof ConfigsetFormat]

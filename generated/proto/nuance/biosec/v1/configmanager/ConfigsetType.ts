// Original file: protos/nuance/biosec/v1/configmanager/config_enum.proto

/**
 * Level a configset applies at.
 */
export const ConfigsetType = {
  /**
   * Do not use.
   */
  CONFIGSET_TYPE_UNSPECIFIED: 'CONFIGSET_TYPE_UNSPECIFIED',
  CONFIGSET_TYPE_SYSTEM: 'CONFIGSET_TYPE_SYSTEM',
  CONFIGSET_TYPE_SCOPE: 'CONFIGSET_TYPE_SCOPE',
  CONFIGSET_TYPE_OPERATIONAL: 'CONFIGSET_TYPE_OPERATIONAL',
} as const;

/**
 * Level a configset applies at.
 */
export type ConfigsetType =
  /**
   * Do not use.
   */
  | 'CONFIGSET_TYPE_UNSPECIFIED'
  | 0
  | 'CONFIGSET_TYPE_SYSTEM'
  | 1
  | 'CONFIGSET_TYPE_SCOPE'
  | 2
  | 'CONFIGSET_TYPE_OPERATIONAL'
  | 3

/**
 * Level a configset applies at.
 */
export type ConfigsetType__Output = typeof ConfigsetType[keyof typeof ConfigsetType]

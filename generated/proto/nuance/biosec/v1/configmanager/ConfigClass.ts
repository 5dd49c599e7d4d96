// Original file: protos/nuance/biosec/v1/configmanager/config_enum.proto

/**
 * Whether a configuration record is a configset or a template.
 */
export const ConfigClass = {
  /**
   * Do not use.
   */
  CONFIG_CLASS_UNSPECIFIED: 'CONFIG_CLASS_UNSPECIFIED',
  CONFIG_CLASS_CONFIGSET: 'CONFIG_CLASS_CONFIGSET',
  CONFIG_CLASS_TEMPLATE: 'CONFIG_CLASS_TEMPLATE',
} as const;

/**
 * Whether a configuration record is a configset or a template.
 */
export type ConfigClass =
  /**
   * Do not use.
   */
  | 'CONFIG_CLASS_UNSPECIFIED'
  | 0
  | 'CONFIG_CLASS_CONFIGSET'
  | 1
  | 'CONFIG_CLASS_TEMPLATE'
  | 2

/**
 * Whether a configuration record is a configset or a template.
 */
export type ConfigClass__Output = typeof ConfigClass[keyof typeof ConfigClass]

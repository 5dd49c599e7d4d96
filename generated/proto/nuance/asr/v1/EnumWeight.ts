// Original file: protos/nuance/asr/v1/resource.proto

/**
 * Named weight levels.
 */
export const EnumWeight = {
  /**
   * The resource type's default.
   */
  DEFAULT_WEIGHT: 'DEFAULT_WEIGHT',
  LOWEST: 'LOWEST',
  LOW: 'LOW',
  MEDIUM: 'MEDIUM',
  HIGH: 'HIGH',
  HIGHEST: 'HIGHEST',
} as const;

/**
 * Named weight levels.
 */
export type EnumWeight =
  /**
   * The resource type's default.
   */
  | 'DEFAULT_WEIGHT'
  | 0
  | 'LOWEST'
  | 1
  | 'LOW'
  | 2
  | 'MEDIUM'
  | 3
  | 'HIGH'
  | 4
  | 'HIGHEST'
  | 5

/**
 * Named weight levels.
 */
export type EnumWeight__Output = typeof EnumWeight[keyof typeof EnumWeight]

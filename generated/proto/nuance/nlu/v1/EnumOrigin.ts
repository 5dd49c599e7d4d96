// Original file: protos/nuance/nlu/v1/interpretation-common.proto

/**
 * Where a part of an interpretation came from.
 */
export const EnumOrigin = {
  UNKNOWN: 'UNKNOWN',
  /**
   * Matched by a grammar.
   */
  GRAMMAR: 'GRAMMAR',
  /**
   * Predicted by a statistical model.
   */
  STATISTICAL: 'STATISTICAL',
} as const;

/**
 * Where a part of an interpretation came from.
 */
export type EnumOrigin =
  | 'UNKNOWN'
  | 0
  /**
   * Matched by a grammar.
   */
  | 'GRAMMAR'
  | 1
  /**
   * Predicted by a statistical model.
   */
  | 'STATISTICAL'
  | 2

/**
 * Where a part of an interpretation came from.
 */
export type EnumOrigin__Output = typeof EnumOrigin[keyof typeof EnumOrigin]

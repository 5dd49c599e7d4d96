// Original file: protos/nuance/nlu/v1/multi-intent-interpretation.proto

/**
 * Logical operators of the tree.
 */
export const EnumOperator = {
  AND: 'AND',
  OR: 'OR',
  NOT: 'NOT',
} as const;

/**
 * Logical operators of the tree.
 */
export type EnumOperator =
  | 'AND'
  | 0
  | 'OR'
  | 1
  | 'NOT'
  | 2

/**
 * Logical operators of the tree.
 */
export type EnumOperator__Output = typeof EnumOperator[keyof typeof EnumOperator]

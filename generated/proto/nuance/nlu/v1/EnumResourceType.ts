// Original file: protos/nuance/nlu/v1/runtime.proto

/**
 * Kinds of stored resources.
 */
export const EnumResourceType = {
  UNDEFINED_RESOURCE_TYPE: 'UNDEFINED_RESOURCE_TYPE',
  /**
   * A semantic model.
   */
  SEMANTIC_MODEL: 'SEMANTIC_MODEL',
  /**
   * A wordset as JSON.
   */
  WORDSET: 'WORDSET',
  /**
   * A wordset compiled ahead of time with the wordset service.
   */
  COMPILED_WORDSET: 'COMPILED_WORDSET',
} as const;

/**
 * Kinds of stored resources.
 */
export type EnumResourceType =
  | 'UNDEFINED_RESOURCE_TYPE'
  | 0
  /**
   * A semantic model.
   */
  | 'SEMANTIC_MODEL'
  | 1
  /**
   * A wordset as JSON.
   */
  | 'WORDSET'
  | 2
  /**
   * A wordset compiled ahead of time with the wordset service.
   */
  | 'COMPILED_WORDSET'
  | 3

/**
 * Kinds of stored resources.
 */
export type EnumResourceType__Output = typeof EnumResourceType[keyof typeof EnumResourceType]

// Original file: protos/nuance/asr/v1/resource.proto

/**
 * Kinds of stored resources.
 */
export const EnumResourceType = {
  UNDEFINED_RESOURCE_TYPE: 'UNDEFINED_RESOURCE_TYPE',
  /**
   * A wordset as JSON.
   */
  WORDSET: 'WORDSET',
  /**
   * A wordset compiled ahead of time with the training interface.
   */
  COMPILED_WORDSET: 'COMPILED_WORDSET',
  /**
   * A domain language model.
   */
  DOMAIN_LM: 'DOMAIN_LM',
  /**
   * A speaker adaptation profile.
   */
  SPEAKER_PROFILE: 'SPEAKER_PROFILE',
  /**
   * A grammar.
   */
  GRAMMAR: 'GRAMMAR',
  /**
   * Recognizer settings.
   */
  SETTINGS: 'SETTINGS',
} as const;

/**
 * Kinds of stored resources.
 */
export type EnumResourceType =
  | 'UNDEFINED_RESOURCE_TYPE'
  | 0
  /**
   * A wordset as JSON.
   */
  | 'WORDSET'
  | 1
  /**
   * A wordset compiled ahead of time with the training interface.
   */
  | 'COMPILED_WORDSET'
  | 2
  /**
   * A domain language model.
   */
  | 'DOMAIN_LM'
  | 3
  /**
   * A speaker adaptation profile.
   */
  | 'SPEAKER_PROFILE'
  | 4
  /**
   * A grammar.
   */
  | 'GRAMMAR'
  | 5
  /**
   * Recognizer settings.
   */
  | 'SETTINGS'
  | 6

/**
 * Kinds of stored resources.
 */
export type EnumResourceType__Output = typeof EnumResourceType[keyof typeof EnumResourceType]

// Original file: protos/nuance/asr/v1/result.proto

/**
 * Which results are streamed.
 */
export const EnumResultType = {
  /**
   * Only the final version of each utterance.
   */
  FINAL: 'FINAL',
  /**
   * Interim results, which may still change, precede each final result.
   */
  PARTIAL: 'PARTIAL',
  /**
   * Interim results come slightly later, so that words already delivered do not change.
   */
  IMMUTABLE_PARTIAL: 'IMMUTABLE_PARTIAL',
} as const;

/**
 * Which results are streamed.
 */
export type EnumResultType =
  /**
   * Only the final version of each utterance.
   */
  | 'FINAL'
  | 0
  /**
   * Interim results, which may still change, precede each final result.
   */
  | 'PARTIAL'
  | 1
  /**
   * Interim results come slightly later, so that words already delivered do not change.
   */
  | 'IMMUTABLE_PARTIAL'
  | 2

/**
 * Which results are streamed.
 */
export type EnumResultType__Output = typeof EnumResultType[keyof typeof EnumResultType]

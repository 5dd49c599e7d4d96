// Original file: protos/nuance/nlu/v1/runtime.proto

/**
 * Logging of the input.
 */
export const EnumInterpretationInputLoggingMode = {
  /**
   * The input is logged as is.
   */
  PLAINTEXT: 'PLAINTEXT',
  /**
   * The input is not logged (v1beta1's OFF).
   */
  SUPPRESSED: 'SUPPRESSED',
} as const;

/**
 * Logging of the input.
 */
export type EnumInterpretationInputLoggingMode =
  /**
   * The input is logged as is.
   */
  | 'PLAINTEXT'
  | 0
  /**
   * The input is not logged (v1beta1's OFF).
   */
  | 'SUPPRESSED'
  | 9

/**
 * Logging of the input.
 */
export type EnumInterpretationInputLoggingMode__Output = typeof EnumInterpretationInputLoggingMode[keyof typeof EnumInterpretationInputLoggingMode]

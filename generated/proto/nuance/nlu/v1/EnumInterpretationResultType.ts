// Original file: protos/nuance/nlu/v1/runtime.proto

/**
 * Shapes of interpretation results.
 */
export const EnumInterpretationResultType = {
  /**
   * The server's default (single intent).
   */
  UNDEFINED: 'UNDEFINED',
  /**
   * One intent per interpretation, with its entities.
   */
  SINGLE_INTENT: 'SINGLE_INTENT',
  /**
   * A tree of intents, entities and operators per interpretation.
   */
  MULTI_INTENT: 'MULTI_INTENT',
} as const;

/**
 * Shapes of interpretation results.
 */
export type EnumInterpretationResultType =
  /**
   * The server's default (single intent).
   */
  | 'UNDEFINED'
  | 0
  /**
   * One intent per interpretation, with its entities.
   */
  | 'SINGLE_INTENT'
  | 1
  /**
   * A tree of intents, entities and operators per interpretation.
   */
  | 'MULTI_INTENT'
  | 2

/**
 * Shapes of interpretation results.
 */
export type EnumInterpretationResultType__Output = typeof EnumInterpretationResultType[keyof typeof EnumInterpretationResultType]

// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Kind of biometric print a profile holds.
 */
export const PrintType = {
  PRINT_TYPE_UNSPECIFIED: 'PRINT_TYPE_UNSPECIFIED',
  /**
   * Voice characteristics of a speaker.
   */
  PRINT_TYPE_VOICEPRINT: 'PRINT_TYPE_VOICEPRINT',
  /**
   * Characteristics of the device or telephony channel a caller uses.
   */
  PRINT_TYPE_DEVICEPRINT: 'PRINT_TYPE_DEVICEPRINT',
  /**
   * Conversational (behavioural) characteristics of a speaker.
   */
  PRINT_TYPE_CONVOPRINT: 'PRINT_TYPE_CONVOPRINT',
} as const;

/**
 * Kind of biometric print a profile holds.
 */
export type PrintType =
  | 'PRINT_TYPE_UNSPECIFIED'
  | 0
  /**
   * Voice characteristics of a speaker.
   */
  | 'PRINT_TYPE_VOICEPRINT'
  | 1
  /**
   * Characteristics of the device or telephony channel a caller uses.
   */
  | 'PRINT_TYPE_DEVICEPRINT'
  | 2
  /**
   * Conversational (behavioural) characteristics of a speaker.
   */
  | 'PRINT_TYPE_CONVOPRINT'
  | 3

/**
 * Kind of biometric print a profile holds.
 */
export type PrintType__Output = typeof PrintType[keyof typeof PrintType]

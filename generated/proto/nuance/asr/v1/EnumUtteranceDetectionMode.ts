// Original file: protos/nuance/asr/v1/recognizer.proto

/**
 * Utterance detection modes.
 */
export const EnumUtteranceDetectionMode = {
  /**
   * Recognizes the first utterance only, then ends.
   */
  SINGLE: 'SINGLE',
  /**
   * Recognizes each utterance of the stream, one result per detected utterance.
   */
  MULTIPLE: 'MULTIPLE',
  /**
   * Treats the whole audio as one utterance, without end-of-speech detection.
   */
  DISABLED: 'DISABLED',
} as const;

/**
 * Utterance detection modes.
 */
export type EnumUtteranceDetectionMode =
  /**
   * Recognizes the first utterance only, then ends.
   */
  | 'SINGLE'
  | 0
  /**
   * Recognizes each utterance of the stream, one result per detected utterance.
   */
  | 'MULTIPLE'
  | 1
  /**
   * Treats the whole audio as one utterance, without end-of-speech detection.
   */
  | 'DISABLED'
  | 2

/**
 * Utterance detection modes.
 */
export type EnumUtteranceDetectionMode__Output = typeof EnumUtteranceDetectionMode[keyof typeof EnumUtteranceDetectionMode]

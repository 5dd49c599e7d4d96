// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Purpose of a session.
 */
export const SessionIntent = {
  SESSION_INTENT_UNSPECIFIED: 'SESSION_INTENT_UNSPECIFIED',
  SESSION_INTENT_OPT_OUT: 'SESSION_INTENT_OPT_OUT',
  SESSION_INTENT_ENROLLMENT: 'SESSION_INTENT_ENROLLMENT',
  SESSION_INTENT_ADAPTATION: 'SESSION_INTENT_ADAPTATION',
  SESSION_INTENT_VERIFICATION: 'SESSION_INTENT_VERIFICATION',
  /**
   * Deprecated; use SESSION_INTENT_FRAUD_DETECTION.
   * @deprecated
   */
  SESSION_INTENT_FRAUD: 'SESSION_INTENT_FRAUD',
  SESSION_INTENT_FRAUD_DETECTION: 'SESSION_INTENT_FRAUD_DETECTION',
  /**
   * Session not tied to a known purpose.
   */
  SESSION_INTENT_ORPHAN: 'SESSION_INTENT_ORPHAN',
  SESSION_INTENT_OTHER: 'SESSION_INTENT_OTHER',
} as const;

/**
 * Purpose of a session.
 */
export type SessionIntent =
  | 'SESSION_INTENT_UNSPECIFIED'
  | 0
  | 'SESSION_INTENT_OPT_OUT'
  | 1
  | 'SESSION_INTENT_ENROLLMENT'
  | 2
  | 'SESSION_INTENT_ADAPTATION'
  | 3
  | 'SESSION_INTENT_VERIFICATION'
  | 4
  /**
   * Deprecated; use SESSION_INTENT_FRAUD_DETECTION.
   */
  | 'SESSION_INTENT_FRAUD'
  | 5
  | 'SESSION_INTENT_FRAUD_DETECTION'
  | 6
  /**
   * Session not tied to a known purpose.
   */
  | 'SESSION_INTENT_ORPHAN'
  | 998
  | 'SESSION_INTENT_OTHER'
  | 999

/**
 * Purpose of a session.
 */
export type SessionIntent__Output = typeof SessionIntent[keyof typeof SessionIntent]

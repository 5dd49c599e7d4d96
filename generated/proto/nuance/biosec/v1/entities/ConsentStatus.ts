// Original file: protos/nuance/biosec/v1/entities/entities_manager_enums.proto

/**
 * Whether a person has consented to voice biometrics.
 */
export const ConsentStatus = {
  CONSENT_STATUS_UNSPECIFIED: 'CONSENT_STATUS_UNSPECIFIED',
  /**
   * The person gave consent (OptPersonIn).
   */
  CONSENT_STATUS_OPTED_IN: 'CONSENT_STATUS_OPTED_IN',
  /**
   * The person withdrew consent (OptPersonOut).
   */
  CONSENT_STATUS_OPTED_OUT: 'CONSENT_STATUS_OPTED_OUT',
} as const;

/**
 * Whether a person has consented to voice biometrics.
 */
export type ConsentStatus =
  | 'CONSENT_STATUS_UNSPECIFIED'
  | 0
  /**
   * The person gave consent (OptPersonIn).
   */
  | 'CONSENT_STATUS_OPTED_IN'
  | 1
  /**
   * The person withdrew consent (OptPersonOut).
   */
  | 'CONSENT_STATUS_OPTED_OUT'
  | 2

/**
 * Whether a person has consented to voice biometrics.
 */
export type ConsentStatus__Output = typeof ConsentStatus[keyof typeof ConsentStatus]

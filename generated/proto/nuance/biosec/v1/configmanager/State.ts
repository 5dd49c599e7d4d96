// Original file: protos/nuance/biosec/v1/configmanager/config_enum.proto

/**
 * Life-cycle state of a configset revision. Only ACTIVE revisions take effect.
 */
export const State = {
  STATE_UNSPECIFIED: 'STATE_UNSPECIFIED',
  /**
   * Stored, not validated.
   */
  STATE_SAVED: 'STATE_SAVED',
  /**
   * Stored and validated.
   */
  STATE_VALIDATED: 'STATE_VALIDATED',
  /**
   * In effect.
   */
  STATE_ACTIVE: 'STATE_ACTIVE',
  /**
   * Replaced by the activation of another revision.
   */
  STATE_INACTIVE: 'STATE_INACTIVE',
  /**
   * Failed validation.
   */
  STATE_INVALID: 'STATE_INVALID',
} as const;

/**
 * Life-cycle state of a configset revision. Only ACTIVE revisions take effect.
 */
export type State =
  | 'STATE_UNSPECIFIED'
  | 0
  /**
   * Stored, not validated.
   */
  | 'STATE_SAVED'
  | 1
  /**
   * Stored and validated.
   */
  | 'STATE_VALIDATED'
  | 2
  /**
   * In effect.
   */
  | 'STATE_ACTIVE'
  | 3
  /**
   * Replaced by the activation of another revision.
   */
  | 'STATE_INACTIVE'
  | 4
  /**
   * Failed validation.
   */
  | 'STATE_INVALID'
  | 5

/**
 * Life-cycle state of a configset revision. Only ACTIVE revisions take effect.
 */
export type State__Output = typeof State[keyof typeof State]

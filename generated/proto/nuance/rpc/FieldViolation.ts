// Original file: protos/nuance/rpc/error_details.proto

import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from '../../nuance/rpc/LocalizedMessage';

// Original file: protos/nuance/rpc/error_details.proto

/**
 * Kind of field problem.
 */
export const _nuance_rpc_FieldViolation_ViolationType = {
  /**
   * A required field was not given.
   */
  MANDATORY_FIELD_MISSING: 'MANDATORY_FIELD_MISSING',
  /**
   * The field contradicts another field (see rel_field).
   */
  FIELD_CONFLICT: 'FIELD_CONFLICT',
  /**
   * The value is outside the allowed range.
   */
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  /**
   * The value is not in the expected format.
   */
  INVALID_FORMAT: 'INVALID_FORMAT',
  /**
   * The value is shorter than allowed.
   */
  TOO_SHORT: 'TOO_SHORT',
  /**
   * The value is longer than allowed.
   */
  TOO_LONG: 'TOO_LONG',
  /**
   * Any other problem.
   */
  OTHER: 'OTHER',
  /**
   * Not set. Note that the zero value is MANDATORY_FIELD_MISSING, not this one.
   */
  UNSPECIFIED: 'UNSPECIFIED',
} as const;

/**
 * Kind of field problem.
 */
export type _nuance_rpc_FieldViolation_ViolationType =
  /**
   * A required field was not given.
   */
  | 'MANDATORY_FIELD_MISSING'
  | 0
  /**
   * The field contradicts another field (see rel_field).
   */
  | 'FIELD_CONFLICT'
  | 1
  /**
   * The value is outside the allowed range.
   */
  | 'OUT_OF_RANGE'
  | 2
  /**
   * The value is not in the expected format.
   */
  | 'INVALID_FORMAT'
  | 3
  /**
   * The value is shorter than allowed.
   */
  | 'TOO_SHORT'
  | 4
  /**
   * The value is longer than allowed.
   */
  | 'TOO_LONG'
  | 5
  /**
   * Any other problem.
   */
  | 'OTHER'
  | 64
  /**
   * Not set. Note that the zero value is MANDATORY_FIELD_MISSING, not this one.
   */
  | 'UNSPECIFIED'
  | 99

/**
 * Kind of field problem.
 */
export type _nuance_rpc_FieldViolation_ViolationType__Output = typeof _nuance_rpc_FieldViolation_ViolationType[keyof typeof _nuance_rpc_FieldViolation_ViolationType]

/**
 * One problem with one request field.
 */
export interface FieldViolation {
  /**
   * Path of the offending field.
   */
  'field'?: (string);
  /**
   * Other fields involved (for example in a conflict).
   */
  'rel_field'?: (string)[];
  /**
   * Localized explanation for end users.
   */
  'user_message'?: (_nuance_rpc_LocalizedMessage | null);
  /**
   * Explanation for developers.
   */
  'message'?: (string);
  /**
   * The rejected value, as text.
   */
  'invalid_value'?: (string);
  /**
   * Kind of problem.
   */
  'violation'?: (_nuance_rpc_FieldViolation_ViolationType);
}

/**
 * One problem with one request field.
 */
export interface FieldViolation__Output {
  /**
   * Path of the offending field.
   */
  'field'?: (string);
  /**
   * Other fields involved (for example in a conflict).
   */
  'rel_field'?: (string)[];
  /**
   * Localized explanation for end users.
   */
  'user_message'?: (_nuance_rpc_LocalizedMessage__Output);
  /**
   * Explanation for developers.
   */
  'message'?: (string);
  /**
   * The rejected value, as text.
   */
  'invalid_value'?: (string);
  /**
   * Kind of problem.
   */
  'violation'?: (_nuance_rpc_FieldViolation_ViolationType__Output);
}

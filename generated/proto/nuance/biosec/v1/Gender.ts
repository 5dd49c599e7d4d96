// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Gender identity of a person or fraudster.
 */
export const Gender = {
  GENDER_UNSPECIFIED: 'GENDER_UNSPECIFIED',
  GENDER_MALE: 'GENDER_MALE',
  GENDER_FEMALE: 'GENDER_FEMALE',
  /**
   * Recorded as not known.
   */
  GENDER_UNKNOWN: 'GENDER_UNKNOWN',
  GENDER_NON_BINARY: 'GENDER_NON_BINARY',
} as const;

/**
 * Gender identity of a person or fraudster.
 */
export type Gender =
  | 'GENDER_UNSPECIFIED'
  | 0
  | 'GENDER_MALE'
  | 1
  | 'GENDER_FEMALE'
  | 2
  /**
   * Recorded as not known.
   */
  | 'GENDER_UNKNOWN'
  | 3
  | 'GENDER_NON_BINARY'
  | 4

/**
 * Gender identity of a person or fraudster.
 */
export type Gender__Output = typeof Gender[keyof typeof Gender]

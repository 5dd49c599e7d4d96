// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Kind of entity that owns a voiceprint profile.
 */
export const OwnerType = {
  OWNER_TYPE_UNSPECIFIED: 'OWNER_TYPE_UNSPECIFIED',
  OWNER_TYPE_PERSON: 'OWNER_TYPE_PERSON',
  OWNER_TYPE_FRAUDSTER: 'OWNER_TYPE_FRAUDSTER',
} as const;

/**
 * Kind of entity that owns a voiceprint profile.
 */
export type OwnerType =
  | 'OWNER_TYPE_UNSPECIFIED'
  | 0
  | 'OWNER_TYPE_PERSON'
  | 1
  | 'OWNER_TYPE_FRAUDSTER'
  | 2

/**
 * Kind of entity that owns a voiceprint profile.
 */
export type OwnerType__Output = typeof OwnerType[keyof typeof OwnerType]

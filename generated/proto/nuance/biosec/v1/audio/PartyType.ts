// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

/**
 * Role of a party in a recorded call.
 */
export const PartyType = {
  PARTY_TYPE_UNSPECIFIED: 'PARTY_TYPE_UNSPECIFIED',
  PARTY_TYPE_AGENT: 'PARTY_TYPE_AGENT',
  /**
   * The customer.
   */
  PARTY_TYPE_PERSON: 'PARTY_TYPE_PERSON',
  PARTY_TYPE_IVR: 'PARTY_TYPE_IVR',
  PARTY_TYPE_OTHER: 'PARTY_TYPE_OTHER',
} as const;

/**
 * Role of a party in a recorded call.
 */
export type PartyType =
  | 'PARTY_TYPE_UNSPECIFIED'
  | 0
  | 'PARTY_TYPE_AGENT'
  | 1
  /**
   * The customer.
   */
  | 'PARTY_TYPE_PERSON'
  | 2
  | 'PARTY_TYPE_IVR'
  | 3
  | 'PARTY_TYPE_OTHER'
  | 999

/**
 * Role of a party in a recorded call.
 */
export type PartyType__Output = typeof PartyType[keyof typeof PartyType]

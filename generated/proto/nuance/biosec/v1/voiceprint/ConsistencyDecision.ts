// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_common_types.proto

/**
 * Whether an enrollment segment agrees with the rest of the profile.
 */
export const ConsistencyDecision = {
  CONSISTENCY_DECISION_UNSPECIFIED: 'CONSISTENCY_DECISION_UNSPECIFIED',
  CONSISTENCY_DECISION_CONSISTENT: 'CONSISTENCY_DECISION_CONSISTENT',
  CONSISTENCY_DECISION_INCONSISTENT: 'CONSISTENCY_DECISION_INCONSISTENT',
} as const;

/**
 * Whether an enrollment segment agrees with the rest of the profile.
 */
export type ConsistencyDecision =
  | 'CONSISTENCY_DECISION_UNSPECIFIED'
  | 0
  | 'CONSISTENCY_DECISION_CONSISTENT'
  | 1
  | 'CONSISTENCY_DECISION_INCONSISTENT'
  | 2

/**
 * Whether an enrollment segment agrees with the rest of the profile.
 */
export type ConsistencyDecision__Output = typeof ConsistencyDecision[keyof typeof ConsistencyDecision]

// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Conclusion a fraud analyst records for an engagement after review.
 */
export const EngagementVerdict = {
  ENGAGEMENT_VERDICT_UNSPECIFIED: 'ENGAGEMENT_VERDICT_UNSPECIFIED',
  ENGAGEMENT_VERDICT_AUTHENTIC: 'ENGAGEMENT_VERDICT_AUTHENTIC',
  ENGAGEMENT_VERDICT_FRAUD: 'ENGAGEMENT_VERDICT_FRAUD',
  ENGAGEMENT_VERDICT_SOMEONE_ELSE: 'ENGAGEMENT_VERDICT_SOMEONE_ELSE',
  ENGAGEMENT_VERDICT_UNCERTAIN: 'ENGAGEMENT_VERDICT_UNCERTAIN',
} as const;

/**
 * Conclusion a fraud analyst records for an engagement after review.
 */
export type EngagementVerdict =
  | 'ENGAGEMENT_VERDICT_UNSPECIFIED'
  | 0
  | 'ENGAGEMENT_VERDICT_AUTHENTIC'
  | 1
  | 'ENGAGEMENT_VERDICT_FRAUD'
  | 2
  | 'ENGAGEMENT_VERDICT_SOMEONE_ELSE'
  | 3
  | 'ENGAGEMENT_VERDICT_UNCERTAIN'
  | 4

/**
 * Conclusion a fraud analyst records for an engagement after review.
 */
export type EngagementVerdict__Output = typeof EngagementVerdict[keyof typeof EngagementVerdict]

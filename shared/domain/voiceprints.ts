// Voiceprint profiles as the console shows them: plain objects (IDs as strings, ISO timestamps,
// enum names), mapped in main from VoiceprintProfileDetailsForRead, EnrollmentSegmentDetails and
// the status-job report's CSV rows.
import { z } from 'zod';
import { rpcText } from '../rpc/limited-text.js';

export const ownerTypeSchema = z.enum(['OWNER_TYPE_PERSON', 'OWNER_TYPE_FRAUDSTER']);
export const lockStatusSchema = z.enum(['LOCK_STATUS_LOCKED', 'LOCK_STATUS_UNLOCKED']);

/** How a profile's lock reads right now. */
export const lockInfoSchema = z.object({
  locked: z.boolean(),
  /** LOCK_REASON_CONSECUTIVE_MISMATCHES (automatic), LOCK_REASON_OTHER (manual), or UNSPECIFIED when unlocked. */
  lockReason: z.string(),
  /** Automatic locks come from consecutive mismatches; every other lock is manual. */
  kind: z.enum(['manual', 'automatic']).optional(),
  /** Client ID of who locked it (manual locks). */
  lockedBy: z.string().optional(),
  /** Free-text reason given when locking. */
  reason: z.string().optional(),
  mismatchCounter: z.number(),
  lockTimestamp: z.string().optional(),
  /** When an automatic lock ends by itself. */
  autoUnlockTimestamp: z.string().optional(),
});

export const templateInfoSchema = z.object({
  gkCalibrationModelRevisionId: z.string().optional(),
  voiceClassScore: z.number().optional(),
  latestTrainTimestamp: z.string().optional(),
});

/** One profile in a list (browse, lookup). */
export const voiceprintSummarySchema = z.object({
  gkVoiceprintProfileId: z.string(),
  gkOwnerId: z.string(),
  ownerType: z.string(),
  /** The owner's external ID (person_id / fraudster_id), when known. */
  ownerExternalId: z.string().optional(),
  tag: z.string(),
  version: z.number().optional(),
  /** VOICEPRINT_PROFILE_STATUS_* name. */
  status: z.string(),
  lock: lockInfoSchema,
  creationTimestamp: z.string().optional(),
  modificationTimestamp: z.string().optional(),
});

export const enrollmentSegmentSchema = z.object({
  gkProcessedAudioId: z.string(),
  gkMediaSegmentId: z.string().optional(),
  /** CONSISTENCY_DECISION_* name. */
  consistencyDecision: z.string(),
  consistencyScore: z.number().optional(),
  /** False for segments added after the last training. */
  usedForTrain: z.boolean(),
  voiceClassScore: z.number().optional(),
  gkCalibrationModelRevisionId: z.string().optional(),
  /** Seconds. */
  netAudio: z.number().optional(),
  grossAudio: z.number().optional(),
  snrDb: z.number().optional(),
});

export const voiceprintDetailsSchema = voiceprintSummarySchema.extend({
  nearTermAdaptation: z.boolean().optional(),
  template: templateInfoSchema.optional(),
  customData: z.record(z.string(), z.string()),
  segments: z.array(enrollmentSegmentSchema),
});

export const browseFilterSchema = z
  .object({
    lockStatus: lockStatusSchema.optional(),
    ownerType: ownerTypeSchema.optional(),
    ownerExternalIdPrefix: rpcText('owner_external_id_prefix').optional(),
    tag: rpcText('tag').optional(),
  })
  .strict();

/** A status-job report row (one CSV line); IDs and enum names as in the CSV. */
export const reportRowSchema = z.object({
  gkVoiceprintProfileId: z.string(),
  gkOwnerId: z.string(),
  ownerType: z.string(),
  ownerId: z.string(),
  tag: z.string(),
  version: z.number().nullable(),
  status: z.string(),
  nearTermAdaptation: z.boolean(),
  lockStatus: z.string(),
  lockReason: z.string(),
  lockedBy: z.string(),
  reason: z.string(),
  mismatchCounter: z.number().nullable(),
  lockTimestamp: z.string(),
  autoUnlockTimestamp: z.string(),
  gkCalibrationModelRevisionId: z.string(),
  voiceClassScore: z.number().nullable(),
  latestTrainTimestamp: z.string(),
  creationTimestamp: z.string(),
  modificationTimestamp: z.string(),
});

export const REPORT_SORT_KEYS = [
  'gkVoiceprintProfileId',
  'ownerType',
  'ownerId',
  'tag',
  'version',
  'status',
  'lockStatus',
  'lockReason',
  'lockedBy',
  'mismatchCounter',
  'lockTimestamp',
  'voiceClassScore',
  'latestTrainTimestamp',
  'creationTimestamp',
] as const;
export const reportSortKeySchema = z.enum(REPORT_SORT_KEYS);

/** A status report job as main tracks it: server job state, then download and parse in main. */
export const reportStatusSchema = z.object({
  jobId: z.string(),
  ownerType: z.string(),
  /** pending/started: the server works; downloading/parsing: main does; done: rows ready. */
  phase: z.enum(['pending', 'started', 'downloading', 'parsing', 'done', 'failed', 'cancelled']),
  rowCount: z.number(),
  files: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  /** Until when the server keeps the ZIP. */
  expiresAt: z.string().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});

export type OwnerType = z.infer<typeof ownerTypeSchema>;
export type LockInfo = z.infer<typeof lockInfoSchema>;
export type TemplateInfo = z.infer<typeof templateInfoSchema>;
export type VoiceprintSummary = z.infer<typeof voiceprintSummarySchema>;
export type EnrollmentSegment = z.infer<typeof enrollmentSegmentSchema>;
export type VoiceprintDetails = z.infer<typeof voiceprintDetailsSchema>;
export type BrowseFilter = z.infer<typeof browseFilterSchema>;
export type ReportRow = z.infer<typeof reportRowSchema>;
export type ReportSortKey = z.infer<typeof reportSortKeySchema>;
export type ReportStatus = z.infer<typeof reportStatusSchema>;

const REPORT_STEPS: ReportStatus['phase'][] = ['pending', 'started', 'downloading', 'parsing', 'done'];
/** How far a report is (0 to 1) by its phase: the progress bar's value and the taskbar's. */
export function reportShare(phase: ReportStatus['phase']): number {
  if (phase === 'done') return 1;
  return (Math.max(0, REPORT_STEPS.indexOf(phase)) + 0.5) / REPORT_STEPS.length;
}

export const AUTOMATIC_LOCK_REASON = 'LOCK_REASON_CONSECUTIVE_MISMATCHES';

// Enrollment segments and training. A profile's template is built from its segments; training
// marks the segments it used, bumps the version and sets the status (BASIC below three segments,
// OPTIMAL from three). Removing a segment the current template was built from retrains the profile
// from the segments left, so status, version and template always describe the segments in place;
// with no segment left the profile is untrained again (template unset, version kept).
import type { ConsistencyDecision__Output } from '../../generated/proto/nuance/biosec/v1/voiceprint/ConsistencyDecision.js';
import type { Queryable } from '../db/types.js';
import { assertConsentForPrints } from '../entities/index.js';
import type { Clock } from '../../wire/clock.js';
import type { ProfileStatus } from './profiles.store.js';

export type ConsistencyDecision = ConsistencyDecision__Output;

/** The metrics of nuance.biosec.v1.AudioDetails kept for a segment (stored as jsonb, durations in ms). */
export interface EnrollmentAudioDetails {
  grossAudioMs?: number;
  netAudioMs?: number;
  snrDb?: number;
  speechLevel?: number;
  saturationLevel?: number;
  mediaNumberOfChannels?: number;
  mediaSamplingRateHz?: number;
  selectedChannel?: number;
  processedAudioNumberOfChannels?: number;
  processedAudioSamplingRateHz?: number;
  numberOfDetectedSpeakers?: number;
  segmentationScore?: number;
}

export interface NewEnrollmentSegment {
  scopeId: string;
  profileId: string;
  gkProcessedAudioId: string;
  gkMediaSegmentId?: string | undefined;
  consistencyDecision?: ConsistencyDecision | undefined;
  consistencyScore?: number | undefined;
  audioDetails?: EnrollmentAudioDetails | undefined;
  voiceClassScore?: number | undefined;
  calibrationModelRevisionId?: string | undefined;
  gkEngagementId?: string | undefined;
  gkSessionId?: string | undefined;
  now: Date;
}

export interface SegmentRow {
  gk_voiceprint_profile_id: string;
  gk_processed_audio_id: string;
  gk_media_segment_id: string | null;
  consistency_decision: ConsistencyDecision | null;
  consistency_score: number | null;
  used_for_train: boolean;
  audio_details: EnrollmentAudioDetails;
  voice_class_score: number | null;
  calibration_model_revision_id: string | null;
  gk_engagement_id: string | null;
  gk_session_id: string | null;
  added_at: Date;
}

/** Adds a segment (not yet used for training). False when the profile already has that processed audio. */
export async function addEnrollmentSegment(q: Queryable, s: NewEnrollmentSegment): Promise<boolean> {
  await assertConsentForPrints(q, { profileId: s.profileId });
  const r = await q.query(
    `INSERT INTO voiceprint_enrollment_segments (gk_voiceprint_profile_id, gk_processed_audio_id, scope_id, gk_media_segment_id,
       consistency_decision, consistency_score, audio_details, voice_class_score, calibration_model_revision_id,
       gk_engagement_id, gk_session_id, added_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
    [
      s.profileId,
      s.gkProcessedAudioId,
      s.scopeId,
      s.gkMediaSegmentId ?? null,
      s.consistencyDecision ?? null,
      s.consistencyScore ?? null,
      JSON.stringify(s.audioDetails ?? {}),
      s.voiceClassScore ?? null,
      s.calibrationModelRevisionId ?? null,
      s.gkEngagementId ?? null,
      s.gkSessionId ?? null,
      s.now,
    ],
  );
  if (r.rowCount > 0)
    await q.query('UPDATE voiceprint_profiles SET modified_at = $2 WHERE gk_voiceprint_profile_id = $1', [
      s.profileId,
      s.now,
    ]);
  return r.rowCount > 0;
}

export async function listEnrollmentSegments(q: Queryable, profileId: string): Promise<SegmentRow[]> {
  const { rows } = await q.query<SegmentRow>(
    'SELECT * FROM voiceprint_enrollment_segments WHERE gk_voiceprint_profile_id = $1 ORDER BY added_at, gk_processed_audio_id',
    [profileId],
  );
  return rows;
}

const OPTIMAL_SEGMENTS = 3;

/**
 * Trains the profile from all its segments: template_info set (calibration model: the option, else
 * the newest segment's; voice class score: the segments' mean), version + 1, status BASIC or
 * OPTIMAL, every segment marked used_for_train. Undefined when the profile has no segment.
 */
export async function trainProfile(
  q: Queryable,
  profileId: string,
  now: Date,
  opts: { calibrationModelRevisionId?: string } = {},
): Promise<{ version: number; status: ProfileStatus } | undefined> {
  await assertConsentForPrints(q, { profileId });
  const { rows } = await q.query<{ n: number; score: number | null; model: string | null }>(
    `SELECT count(*)::int AS n, avg(voice_class_score)::real AS score,
            (array_agg(calibration_model_revision_id ORDER BY added_at DESC) FILTER (WHERE calibration_model_revision_id IS NOT NULL))[1] AS model
       FROM voiceprint_enrollment_segments WHERE gk_voiceprint_profile_id = $1`,
    [profileId],
  );
  const agg = rows[0];
  if (!agg || agg.n === 0) return undefined;
  const status: ProfileStatus =
    agg.n >= OPTIMAL_SEGMENTS ? 'VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED' : 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED';
  const updated = await q.query<{ version: number }>(
    `UPDATE voiceprint_profiles SET version = version + 1, status = $2, calibration_model_revision_id = $3, voice_class_score = $4,
            latest_train_at = $5, modified_at = $5
      WHERE gk_voiceprint_profile_id = $1 RETURNING version`,
    [profileId, status, opts.calibrationModelRevisionId ?? agg.model, agg.score, now],
  );
  await q.query('UPDATE voiceprint_enrollment_segments SET used_for_train = true WHERE gk_voiceprint_profile_id = $1', [
    profileId,
  ]);
  return { version: updated.rows[0]?.version ?? 0, status };
}

/** Unsets the template: status NOT_TRAINED, no segment counts as used (version kept). */
export async function clearTemplate(q: Queryable, profileId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE voiceprint_profiles SET status = 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED', calibration_model_revision_id = NULL,
            voice_class_score = NULL, latest_train_at = NULL, modified_at = $2
      WHERE gk_voiceprint_profile_id = $1`,
    [profileId, now],
  );
  await q.query(
    'UPDATE voiceprint_enrollment_segments SET used_for_train = false WHERE gk_voiceprint_profile_id = $1',
    [profileId],
  );
}

/** After segments left a profile: retrain from what remains when the template used any of them. */
async function settleAfterRemoval(
  q: Queryable,
  profileId: string,
  removedUsedForTrain: boolean,
  now: Date,
): Promise<void> {
  if (!removedUsedForTrain) {
    await q.query('UPDATE voiceprint_profiles SET modified_at = $2 WHERE gk_voiceprint_profile_id = $1', [
      profileId,
      now,
    ]);
    return;
  }
  const trained = await trainProfile(q, profileId, now);
  if (!trained) await clearTemplate(q, profileId, now);
}

/** Removes one segment; false when the profile has no such segment. */
export async function removeEnrollmentSegment(
  q: Queryable,
  profileId: string,
  gkProcessedAudioId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await q.query<{ used_for_train: boolean }>(
    'DELETE FROM voiceprint_enrollment_segments WHERE gk_voiceprint_profile_id = $1 AND gk_processed_audio_id = $2 RETURNING used_for_train',
    [profileId, gkProcessedAudioId],
  );
  if (!rows[0]) return false;
  await settleAfterRemoval(q, profileId, rows[0].used_for_train, now);
  return true;
}

/**
 * Removes every enrollment segment that came from an engagement (a fraud verdict with reset), and
 * settles each profile touched. Matches the sessions manager's FraudResetHook.
 */
export async function removeEnrollmentsForEngagement(
  q: Queryable,
  scopeId: string,
  gkEngagementId: string,
  now: Date = new Date(),
): Promise<void> {
  const { rows } = await q.query<{ profile_id: string; used: boolean }>(
    `DELETE FROM voiceprint_enrollment_segments WHERE scope_id = $1 AND gk_engagement_id = $2
     RETURNING gk_voiceprint_profile_id AS profile_id, used_for_train AS used`,
    [scopeId, gkEngagementId],
  );
  const touched = new Map<string, boolean>();
  for (const r of rows) touched.set(r.profile_id, (touched.get(r.profile_id) ?? false) || r.used);
  for (const [profileId, used] of [...touched].sort(([a], [b]) => a.localeCompare(b)))
    await settleAfterRemoval(q, profileId, used, now);
}

/** The same hook with the server's clock. */
export const enrollmentResetHook =
  (clock: Clock) =>
  (q: Queryable, scopeId: string, gkEngagementId: string): Promise<void> =>
    removeEnrollmentsForEngagement(q, scopeId, gkEngagementId, clock.now());

/** Holds the owner's row until the transaction ends, so its prints are not erased under an enrollment. */
export async function lockOwner(q: Queryable, gkOwnerId: string): Promise<void> {
  await q.query('SELECT 1 FROM voiceprint_owners WHERE gk_owner_id = $1 FOR UPDATE', [gkOwnerId]);
}

/** Is there such an engagement in the scope? (An enrollment's source; sessions/ sits above voiceprints.) */
export async function engagementExists(q: Queryable, scopeId: string, gkEngagementId: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM engagements WHERE scope_id = $1 AND gk_engagement_id = $2', [
    scopeId,
    gkEngagementId,
  ]);
  return r.rows.length > 0;
}

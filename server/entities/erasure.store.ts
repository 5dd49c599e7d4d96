// SQL for DeletePersonalData jobs (migration 0011): the job rows (their lease is the job runner's,
// server/jobs/), the person's media, engagements, caller-ID validations and sessions the erasure
// walks, and the audit trail (IDs and counts, never content).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { jobTable } from '../jobs/jobs.store.js';

export type ErasureState = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
export type ErasureStep = 'prints' | 'media' | 'engagements' | 'callerid' | 'sessions' | 'details' | 'done';
/** In order: engagements before sessions, which are found by the claimed person the sessions step clears. */
export const ERASURE_STEPS: readonly ErasureStep[] = [
  'prints',
  'media',
  'engagements',
  'callerid',
  'sessions',
  'details',
  'done',
];

export const ERASURE_JOBS = jobTable({
  table: 'person_erasure_jobs',
  key: 'gk_job_id',
  orderBy: 'requested_at',
  states: { pending: 'PENDING', running: 'RUNNING', done: 'COMPLETED', failed: 'FAILED' },
});

export interface ErasureJobRow {
  gk_job_id: string;
  scope_id: string;
  gk_person_id: string;
  state: ErasureState;
  step: ErasureStep;
  requested_by: string;
  worker_id: string | null;
  heartbeat_at: Date | null;
  attempts: number;
  prints_deleted: number;
  segments_deleted: number;
  segments_kept: number;
  sessions_cleared: number;
  error: string | null;
  requested_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

export interface AuditEntry {
  action: string;
  itemId?: string | null;
  count?: number;
  note?: string | null;
}

export async function audit(
  q: Queryable,
  job: Pick<ErasureJobRow, 'gk_job_id' | 'scope_id' | 'gk_person_id'>,
  actor: string,
  at: Date,
  entries: AuditEntry[],
): Promise<void> {
  if (!entries.length) return;
  await q.query(
    `INSERT INTO person_erasure_audit (gk_job_id, scope_id, gk_person_id, action, item_id, item_count, note, actor, at)
     SELECT $1, $2, $3, e.action, e.item_id, e.item_count, e.note, $4, $5
       FROM unnest($6::text[], $7::uuid[], $8::int[], $9::text[]) AS e(action, item_id, item_count, note)`,
    [
      job.gk_job_id,
      job.scope_id,
      job.gk_person_id,
      actor,
      at,
      entries.map((e) => e.action),
      entries.map((e) => e.itemId ?? null),
      entries.map((e) => e.count ?? 0),
      entries.map((e) => e.note ?? null),
    ],
  );
}

/**
 * The person's open job, created when there is none. `created` is false when one was already
 * PENDING or RUNNING: a second request joins it.
 */
export async function openJob(
  q: Queryable,
  j: { scopeId: string; personId: string; requestedBy: string; now: Date },
): Promise<{ job: ErasureJobRow; created: boolean }> {
  const inserted = await q.query<ErasureJobRow>(
    `INSERT INTO person_erasure_jobs (gk_job_id, scope_id, gk_person_id, state, requested_by, requested_at)
     VALUES ($1, $2, $3, 'PENDING', $4, $5)
     ON CONFLICT (gk_person_id) WHERE state IN ('PENDING', 'RUNNING') DO NOTHING RETURNING *`,
    [randomUUID(), j.scopeId, j.personId, j.requestedBy, j.now],
  );
  if (inserted.rows[0]) return { job: inserted.rows[0], created: true };
  const open = await q.query<ErasureJobRow>(
    `SELECT * FROM person_erasure_jobs WHERE gk_person_id = $1 AND state IN ('PENDING', 'RUNNING')`,
    [j.personId],
  );
  if (!open.rows[0]) throw new Error('erasure job vanished');
  return { job: open.rows[0], created: false };
}

/** What one batch adds to the job's counts, and the step it leaves the job at (its checkpoint). */
export interface Progress {
  step: ErasureStep;
  now: Date;
  prints?: number;
  segmentsDeleted?: number;
  segmentsKept?: number;
  sessions?: number;
}

export async function saveProgress(q: Queryable, jobId: string, p: Progress): Promise<void> {
  await q.query(
    `UPDATE person_erasure_jobs SET step = $2, prints_deleted = prints_deleted + $3,
            segments_deleted = segments_deleted + $4, segments_kept = segments_kept + $5,
            sessions_cleared = sessions_cleared + $6
      WHERE gk_job_id = $1`,
    [jobId, p.step, p.prints ?? 0, p.segmentsDeleted ?? 0, p.segmentsKept ?? 0, p.sessions ?? 0],
  );
}

// The person is the audio owner of a segment that names them, and of a segment that names nobody
// in a session they were the claimed caller of.
const OWNED_SEGMENTS = `
  FROM media_segments m
 WHERE m.scope_id = $1
   AND (m.gk_person_id = $2
        OR (m.gk_person_id IS NULL AND m.gk_session_id IN
              (SELECT gk_session_id FROM sessions WHERE scope_id = $1 AND claimed_gk_person_id = $2)))`;

// Why a segment stays: legal hold, fraud (its engagement's verdict, or enrolled in a fraudster's
// print), and the other cases DeleteMediaSegment refuses (live, data share, enrolled elsewhere).
const KEEP_REASON = `CASE
    WHEN m.legal_hold THEN 'legal_hold'
    WHEN EXISTS (SELECT 1 FROM engagements e WHERE e.gk_engagement_id = m.gk_engagement_id
                  AND e.verdict = 'ENGAGEMENT_VERDICT_FRAUD') THEN 'fraud'
    WHEN EXISTS (SELECT 1 FROM voiceprint_enrollment_segments s JOIN voiceprint_profiles p USING (gk_voiceprint_profile_id)
                  WHERE s.gk_media_segment_id = m.gk_media_segment_id AND p.owner_type = 'OWNER_TYPE_FRAUDSTER') THEN 'fraud'
    WHEN m.is_live THEN 'live'
    WHEN m.shared_in_data_share THEN 'data_share'
    WHEN EXISTS (SELECT 1 FROM voiceprint_enrollment_segments s WHERE s.gk_media_segment_id = m.gk_media_segment_id)
      THEN 'enrollment'
  END`;

/** Up to `limit` of the person's segments that may be deleted, locked. */
export async function deletableSegments(
  q: Queryable,
  scopeId: string,
  personId: string,
  limit: number,
): Promise<Array<{ gk_media_segment_id: string; audio_sha256: string | null }>> {
  const r = await q.query<{ gk_media_segment_id: string; audio_sha256: string | null }>(
    `SELECT m.gk_media_segment_id, m.audio_sha256 ${OWNED_SEGMENTS} AND (${KEEP_REASON}) IS NULL
      ORDER BY m.gk_media_segment_id LIMIT $3 FOR UPDATE OF m`,
    [scopeId, personId, limit],
  );
  return r.rows;
}

/** The person's segments that stay, with why. */
export async function keptSegments(
  q: Queryable,
  scopeId: string,
  personId: string,
): Promise<Array<{ gk_media_segment_id: string; reason: string }>> {
  const r = await q.query<{ gk_media_segment_id: string; reason: string }>(
    `SELECT m.gk_media_segment_id, ${KEEP_REASON} AS reason ${OWNED_SEGMENTS} AND (${KEEP_REASON}) IS NOT NULL
      ORDER BY m.gk_media_segment_id`,
    [scopeId, personId],
  );
  return r.rows;
}

export async function deleteSegment(q: Queryable, segmentId: string): Promise<void> {
  await q.query('DELETE FROM media_segments WHERE gk_media_segment_id = $1', [segmentId]);
}

/**
 * Empties the custom data of up to `limit` engagements of calls the person was the claimed caller
 * of, except engagements with a fraud verdict (kept as evidence). The IDs of the engagements cleared.
 */
export async function clearEngagements(
  q: Queryable,
  scopeId: string,
  personId: string,
  limit: number,
  now: Date,
): Promise<string[]> {
  const r = await q.query<{ gk_engagement_id: string }>(
    `UPDATE engagements SET custom_data = '{}'::jsonb, modified_at = $4
      WHERE gk_engagement_id IN (
        SELECT e.gk_engagement_id FROM engagements e
         WHERE e.scope_id = $1 AND e.verdict IS DISTINCT FROM 'ENGAGEMENT_VERDICT_FRAUD' AND e.custom_data <> '{}'::jsonb
           AND EXISTS (SELECT 1 FROM sessions s WHERE s.scope_id = $1 AND s.gk_engagement_id = e.gk_engagement_id
                          AND s.claimed_gk_person_id = $2)
         ORDER BY e.gk_engagement_id LIMIT $3 FOR UPDATE OF e)
      RETURNING gk_engagement_id`,
    [scopeId, personId, limit, now],
  );
  return r.rows.map((x) => x.gk_engagement_id);
}

/**
 * Takes the person off up to `limit` of their caller-ID validations (except in engagements with a
 * fraud verdict); how many.
 */
export async function clearCallerIdValidations(
  q: Queryable,
  scopeId: string,
  personId: string,
  limit: number,
): Promise<number> {
  const r = await q.query(
    `UPDATE callerid_validations SET gk_person_id = NULL
      WHERE scope_id = $1 AND reference_id IN (
        SELECT v.reference_id FROM callerid_validations v
         WHERE v.scope_id = $1 AND v.gk_person_id = $2
           AND NOT EXISTS (SELECT 1 FROM engagements e WHERE e.gk_engagement_id = v.gk_engagement_id
                              AND e.verdict = 'ENGAGEMENT_VERDICT_FRAUD')
         ORDER BY v.reference_id LIMIT $3 FOR UPDATE OF v)`,
    [scopeId, personId, limit],
  );
  return r.rowCount;
}

/**
 * Clears the personal fields (caller number, custom data, the claimed person) of up to `limit` of
 * the person's sessions, except sessions of engagements with a fraud verdict (kept as evidence with
 * their media). The IDs of the sessions cleared.
 */
export async function clearSessions(
  q: Queryable,
  scopeId: string,
  personId: string,
  limit: number,
  now: Date,
): Promise<string[]> {
  const r = await q.query<{ gk_session_id: string }>(
    `UPDATE sessions SET ani = NULL, custom_data = '{}'::jsonb, claimed_gk_person_id = NULL, modified_at = $4
      WHERE gk_session_id IN (
        SELECT s.gk_session_id FROM sessions s JOIN engagements e ON e.gk_engagement_id = s.gk_engagement_id
         WHERE s.scope_id = $1 AND s.claimed_gk_person_id = $2 AND e.verdict IS DISTINCT FROM 'ENGAGEMENT_VERDICT_FRAUD'
         ORDER BY s.gk_session_id LIMIT $3 FOR UPDATE OF s)
      RETURNING gk_session_id`,
    [scopeId, personId, limit, now],
  );
  return r.rows.map((x) => x.gk_session_id);
}

/**
 * Clears the person's own personal details. The external ID (person_id) and the consent record
 * stay: the console finds the person, and follows the erasure, by person_id (see the README).
 */
export async function clearPersonDetails(q: Queryable, personId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE voiceprint_owners SET first_name = NULL, last_name = NULL, gender_identity = NULL, preferred_language = NULL,
            phone_numbers = '[]'::jsonb, custom_data = '{}'::jsonb, modified_at = $2
      WHERE gk_owner_id = $1`,
    [personId, now],
  );
}

/** A job's audit trail, oldest first (tests and the console). */
export async function auditTrail(
  q: Queryable,
  jobId: string,
): Promise<Array<{ action: string; item_id: string | null; item_count: number; note: string | null }>> {
  const r = await q.query<{ action: string; item_id: string | null; item_count: number; note: string | null }>(
    'SELECT action, item_id, item_count, note FROM person_erasure_audit WHERE gk_job_id = $1 ORDER BY id',
    [jobId],
  );
  return r.rows;
}

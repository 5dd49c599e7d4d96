// SQL for status-report jobs (their lease is the job runner's, server/jobs/; their checkpoint the
// walk's position and stored parts) and for the profile walk they make (keyset pagination by profile ID).
import type { VoiceprintProfilesStatusJobState__Output } from '../../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintProfilesStatusJobState.js';
import type { Queryable } from '../db/types.js';
import { jobTable } from '../jobs/jobs.store.js';
import type { OwnerType } from './owners.store.js';
import type { StatusRow } from './status-job.csv.js';

/** VoiceprintProfilesStatusJobState as stored (never UNSPECIFIED). */
export type JobState = Exclude<
  VoiceprintProfilesStatusJobState__Output,
  'VOICEPRINT_PROFILES_STATUS_JOB_STATE_UNSPECIFIED'
>;

export const PENDING: JobState = 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_PENDING';
export const STARTED: JobState = 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_STARTED';
export const COMPLETED: JobState = 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_COMPLETED';
export const FAILED: JobState = 'VOICEPRINT_PROFILES_STATUS_JOB_STATE_FAILED';

export const STATUS_JOBS = jobTable({
  table: 'voiceprint_status_jobs',
  key: 'gk_job_id',
  orderBy: 'created_at',
  states: { pending: PENDING, running: STARTED, done: COMPLETED, failed: FAILED },
});

/**
 * How far a job got: the last profile ID written, rows and pages so far, and the CSV parts stored
 * (status-jobs/<job>/<n>.csv, n from 1), each as [ZIP entry number, rows].
 */
export interface Checkpoint {
  afterId: string;
  rows: number;
  pages: number;
  parts: Array<[number, number]>;
}

export interface JobRow {
  gk_job_id: string;
  scope_id: string;
  state: JobState;
  owner_type: OwnerType;
  created_from: Date | null;
  created_until: Date | null;
  file_path: string | null;
  download_token: string;
  row_count: number | null;
  error: string | null;
  worker_id: string;
  heartbeat_at: Date;
  /** Runs so far: 1 for the first, one more for each take-over. */
  attempts: number;
  checkpoint: Checkpoint | null;
  /** Pages committed over all attempts (each page once, when take-overs resume). */
  pages_read: number;
  expires_at: Date | null;
  file_deleted: boolean;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

export interface JobFilter {
  ownerType: OwnerType;
  createdFrom: Date | undefined;
  createdUntil: Date | undefined;
}

export async function insertJob(
  q: Queryable,
  j: { id: string; scopeId: string; filter: JobFilter; token: string; workerId: string; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO voiceprint_status_jobs (gk_job_id, scope_id, state, owner_type, created_from, created_until, download_token, worker_id, heartbeat_at, created_at, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, 0)`,
    [
      j.id,
      j.scopeId,
      PENDING,
      j.filter.ownerType,
      j.filter.createdFrom ?? null,
      j.filter.createdUntil ?? null,
      j.token,
      j.workerId,
      j.now,
    ],
  );
}

export async function getJob(q: Queryable, id: string, scopeId?: string): Promise<JobRow | undefined> {
  const { rows } = scopeId
    ? await q.query<JobRow>('SELECT * FROM voiceprint_status_jobs WHERE gk_job_id = $1 AND scope_id = $2', [
        id,
        scopeId,
      ])
    : await q.query<JobRow>('SELECT * FROM voiceprint_status_jobs WHERE gk_job_id = $1', [id]);
  return rows[0];
}

export async function saveCheckpoint(q: Queryable, id: string, c: Checkpoint): Promise<void> {
  await q.query(
    'UPDATE voiceprint_status_jobs SET checkpoint = $2::jsonb, pages_read = pages_read + 1 WHERE gk_job_id = $1',
    [id, JSON.stringify(c)],
  );
}

/** The finished report's file, size and expiry (the runner marks the job COMPLETED in the same transaction). */
export async function saveReport(
  q: Queryable,
  id: string,
  r: { filePath: string; rowCount: number; expiresAt: Date },
): Promise<void> {
  await q.query(
    'UPDATE voiceprint_status_jobs SET file_path = $2, row_count = $3, expires_at = $4 WHERE gk_job_id = $1',
    [id, r.filePath, r.rowCount, r.expiresAt],
  );
}

/** Completed jobs past expiry whose file is still on disk. */
export async function expiredWithFiles(q: Queryable, now: Date): Promise<Pick<JobRow, 'gk_job_id' | 'file_path'>[]> {
  const { rows } = await q.query<Pick<JobRow, 'gk_job_id' | 'file_path'>>(
    'SELECT gk_job_id, file_path FROM voiceprint_status_jobs WHERE state = $1 AND NOT file_deleted AND expires_at <= $2',
    [COMPLETED, now],
  );
  return rows;
}

export async function markFileDeleted(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE voiceprint_status_jobs SET file_deleted = true WHERE gk_job_id = $1', [id]);
}

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The page as rows, for a database without binary COPY (and as the reference the COPY page is
// compared with in tests and the bench). Reading many columns per row is what a page costs (drivers
// parse every value), so the page comes back as one JSON array per row, timestamps already in ISO
// form. It reads the owner's external ID from voiceprint_owners, so the comparison also checks the
// profile's copy of it (migration 0020) that the COPY page reads.
const PAGE_SQL = `SELECT json_build_array(p.gk_voiceprint_profile_id, p.gk_owner_id, p.owner_type, o.external_id, p.tag, p.version, p.status,
            p.near_term_adaptation, ${iso('p.lock_timestamp')}, p.lock_reason, p.locked_by, p.lock_note, ${iso('p.auto_unlock_at')},
            p.mismatch_counter, p.calibration_model_revision_id, p.voice_class_score, ${iso('p.latest_train_at')},
            ${iso('p.created_at')}, ${iso('p.modified_at')})::text AS r
       FROM voiceprint_profiles p JOIN voiceprint_owners o ON o.gk_owner_id = p.gk_owner_id
      WHERE p.scope_id = $1 AND p.owner_type = $2 AND p.gk_voiceprint_profile_id > $3
        AND ($4::timestamptz IS NULL OR p.created_at >= $4) AND ($5::timestamptz IS NULL OR p.created_at < $5)
      ORDER BY p.gk_voiceprint_profile_id LIMIT $6`;

type PageTuple = [
  string,
  string,
  string,
  string | null,
  string,
  number,
  string,
  boolean,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  number,
  string | null,
  number | null,
  string | null,
  string,
  string,
];

const date = (s: string | null) => (s === null ? null : new Date(s));

/** One page of the walk: profiles after `afterId` in ID order. */
export async function profilesPage(
  q: Queryable,
  scopeId: string,
  filter: JobFilter,
  afterId: string,
  limit: number,
): Promise<StatusRow[]> {
  const { rows } = await q.query<{ r: string }>(PAGE_SQL, [
    scopeId,
    filter.ownerType,
    afterId,
    filter.createdFrom ?? null,
    filter.createdUntil ?? null,
    limit,
  ]);
  return rows.map(({ r }) => {
    const [
      id,
      owner,
      ownerType,
      ext,
      tag,
      version,
      status,
      nta,
      lockTs,
      lockReason,
      lockedBy,
      lockNote,
      autoUnlock,
      mismatches,
      model,
      score,
      trained,
      created,
      modified,
    ] = JSON.parse(r) as PageTuple;
    return {
      id,
      gk_owner_id: owner,
      owner_type: ownerType,
      external_id: ext,
      tag,
      version,
      status,
      near_term_adaptation: nta,
      lock_timestamp: date(lockTs),
      lock_reason: lockReason,
      locked_by: lockedBy,
      lock_note: lockNote,
      auto_unlock_at: date(autoUnlock),
      mismatch_counter: mismatches,
      calibration_model_revision_id: model,
      voice_class_score: score,
      latest_train_at: trained,
      created_at: created,
      modified_at: modified,
    };
  });
}

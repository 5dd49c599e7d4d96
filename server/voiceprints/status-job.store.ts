// SQL for status-report jobs and for the profile walk they make (keyset pagination by profile ID).
import type { VoiceprintProfilesStatusJobState__Output } from '../../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintProfilesStatusJobState.js';
import type { Queryable } from '../db/types.js';
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
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, 1)`,
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

/** STARTED, if the job is still this worker's and open; false when another worker took it over. */
export async function markStarted(q: Queryable, id: string, workerId: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE voiceprint_status_jobs SET state = $2, started_at = $3, heartbeat_at = $3
      WHERE gk_job_id = $1 AND worker_id = $4 AND state IN ($5, $2)`,
    [id, STARTED, now, workerId, PENDING],
  );
  return r.rowCount > 0;
}

/** COMPLETED, if the job is still this worker's; false when another worker took it over. */
export async function markCompleted(
  q: Queryable,
  id: string,
  workerId: string,
  r: { filePath: string; rowCount: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const u = await q.query(
    `UPDATE voiceprint_status_jobs SET state = $2, file_path = $3, row_count = $4, completed_at = $5, heartbeat_at = $5, expires_at = $6
      WHERE gk_job_id = $1 AND worker_id = $7 AND state = $8`,
    [id, COMPLETED, r.filePath, r.rowCount, r.now, r.expiresAt, workerId, STARTED],
  );
  return u.rowCount > 0;
}

/** FAILED, if still open (and, given a worker, still that worker's). */
export async function markFailed(q: Queryable, id: string, error: string, now: Date, workerId?: string): Promise<void> {
  await q.query(
    `UPDATE voiceprint_status_jobs SET state = $2, error = $3, completed_at = $4
      WHERE gk_job_id = $1 AND state IN ($5, $6) AND ($7::text IS NULL OR worker_id = $7)`,
    [id, FAILED, error.slice(0, 1000), now, PENDING, STARTED, workerId ?? null],
  );
}

/** Refreshes the heartbeat of every open job of one worker (process). */
export async function heartbeat(q: Queryable, workerId: string, now: Date): Promise<void> {
  await q.query('UPDATE voiceprint_status_jobs SET heartbeat_at = $2 WHERE worker_id = $1 AND state IN ($3, $4)', [
    workerId,
    now,
    PENDING,
    STARTED,
  ]);
}

export interface LostJobs {
  /** Open jobs with a heartbeat older than this have lost their worker. */
  staleBefore: Date;
  workerId: string;
  /** For a database only one process can open: every open job of another worker is lost. */
  otherWorkersDead: boolean;
  now: Date;
  maxAttempts: number;
  /** Only this job. */
  jobId?: string;
}

const LOST = `state IN ($1, $2) AND worker_id <> $3 AND (heartbeat_at < $4 OR $5) AND ($6::uuid IS NULL OR gk_job_id = $6)`;
const lostParams = (l: LostJobs) => [PENDING, STARTED, l.workerId, l.staleBefore, l.otherWorkersDead, l.jobId ?? null];

/**
 * Gives lost jobs with attempts left to `workerId` (PENDING again, attempts + 1) and returns them.
 * FOR UPDATE SKIP LOCKED: of several instances claiming at once, each job goes to exactly one.
 */
export async function claimLostJobs(q: Queryable, l: LostJobs): Promise<JobRow[]> {
  const { rows } = await q.query<JobRow>(
    `UPDATE voiceprint_status_jobs SET worker_id = $3, heartbeat_at = $7, state = $1, attempts = attempts + 1
      WHERE gk_job_id IN (
        SELECT gk_job_id FROM voiceprint_status_jobs WHERE ${LOST} AND attempts < $8
         ORDER BY created_at FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [...lostParams(l), l.now, l.maxAttempts],
  );
  return rows;
}

/** Fails lost jobs that have had all their attempts. */
export async function failExhaustedJobs(q: Queryable, l: LostJobs): Promise<number> {
  const r = await q.query(
    `UPDATE voiceprint_status_jobs SET state = $7, completed_at = $8,
            error = 'the worker running the job stopped, ' || attempts || ' time(s)'
      WHERE ${LOST} AND attempts >= $9`,
    [...lostParams(l), FAILED, l.now, l.maxAttempts],
  );
  return r.rowCount;
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

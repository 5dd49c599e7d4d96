// SQL of the durable-job runner (runner.ts): claiming, the lease and its heartbeat, handing back,
// failing jobs out of attempts, and finishing. A job lives in its task's own table (the row the
// task's RPCs read: media_transcript_jobs, person_erasure_jobs, voiceprint_status_jobs), and every
// such table has the runner's columns in the same shape: state, worker_id, heartbeat_at, attempts,
// error, started_at, completed_at. The table, key column, claim order and state names come from a
// JobTable the task declares once in code (checked against a strict pattern, never from input).
// The runner's own writes (claim, heartbeat, failing lost jobs) declare their table to PGlite's read
// cache (db/read-cache.ts `queryTouching`): a job table has no trigger and no kept read names it, so
// the runners' polls, a few a second, no longer empty the cache the hot reads use.
import type { Queryable } from '../db/types.js';
import { queryTouching } from '../db/read-cache.js';

export interface JobTable {
  /** The table holding the jobs. */
  table: string;
  /** Its key column (uuid). */
  key: string;
  /** The column claims are ordered by, oldest first (the key breaks ties). */
  orderBy: string;
  /** How the table spells the four states. */
  states: { pending: string; running: string; done: string; failed: string };
}

/** The runner's columns of a job row, as every job table has them. */
export interface LeaseColumns {
  state: string;
  worker_id: string | null;
  heartbeat_at: Date | null;
  attempts: number;
  error: string | null;
  started_at: Date | null;
  completed_at: Date | null;
}

const IDENT = /^[a-z][a-z0-9_]*$/;

/** A job table, its identifiers checked once (they are written into SQL). */
export function jobTable(t: JobTable): JobTable {
  for (const id of [t.table, t.key, t.orderBy])
    if (!IDENT.test(id)) throw new Error(`not an SQL identifier: ${JSON.stringify(id)}`);
  return Object.freeze({ ...t, states: Object.freeze({ ...t.states }) });
}

export interface Lost {
  now: Date;
  /** A RUNNING job whose heartbeat is older than this has lost its worker. */
  staleBefore: Date;
  maxAttempts: number;
  /**
   * Where the database is this process's alone (PGlite), the workers alive in it: a RUNNING job of
   * any other worker is lost at once, without waiting out its lease. Undefined on PostgreSQL.
   */
  liveWorkers: readonly string[] | undefined;
}

// $1 running, $2 staleBefore, $3 live workers (NULL: only the lease counts).
const LOST = `state = $1 AND (heartbeat_at < $2 OR ($3::text[] IS NOT NULL AND NOT (worker_id = ANY($3::text[]))))`;

/**
 * Gives the oldest claimable job to `workerId`: a PENDING one, or a lost RUNNING one with attempts
 * left; RUNNING, one more attempt, its lease starting now. FOR UPDATE SKIP LOCKED: of several
 * processes claiming at once, each job goes to exactly one.
 */
export async function claim<Row extends LeaseColumns>(
  q: Queryable,
  t: JobTable,
  workerId: string,
  l: Lost,
): Promise<Row | undefined> {
  const r = await queryTouching<Row>(
    q,
    [t.table],
    `UPDATE ${t.table} SET state = $1, worker_id = $4, heartbeat_at = $5, attempts = attempts + 1,
            started_at = COALESCE(started_at, $5)
      WHERE ${t.key} = (
        SELECT ${t.key} FROM ${t.table}
         WHERE (state = $6 OR (${LOST})) AND attempts < $7
         ORDER BY ${t.orderBy}, ${t.key} LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [t.states.running, l.staleBefore, l.liveWorkers ?? null, workerId, l.now, t.states.pending, l.maxAttempts],
  );
  return r.rows[0];
}

/** Fails lost jobs that have had all their attempts (a file that kills the decoder, say). */
export async function failExhausted(q: Queryable, t: JobTable, l: Lost): Promise<number> {
  const r = await queryTouching(
    q,
    [t.table],
    `UPDATE ${t.table} SET state = $4, completed_at = $5,
            error = 'the worker running the job stopped ' || attempts || ' time(s)'
      WHERE ${LOST} AND attempts >= $6`,
    [t.states.running, l.staleBefore, l.liveWorkers ?? null, t.states.failed, l.now, l.maxAttempts],
  );
  return r.rowCount;
}

/** The job, locked, while it is RUNNING for `workerId`; undefined once taken over, finished or deleted. */
export async function lockOwn<Row extends LeaseColumns>(
  q: Queryable,
  t: JobTable,
  id: string,
  workerId: string,
): Promise<Row | undefined> {
  const r = await q.query<Row>(
    `SELECT * FROM ${t.table} WHERE ${t.key} = $1 AND worker_id = $2 AND state = $3 FOR UPDATE`,
    [id, workerId, t.states.running],
  );
  return r.rows[0];
}

/** Renews the lease; false when the job is no longer this worker's. */
export async function heartbeat(q: Queryable, t: JobTable, id: string, workerId: string, now: Date): Promise<boolean> {
  const r = await queryTouching(
    q,
    [t.table],
    `UPDATE ${t.table} SET heartbeat_at = $3 WHERE ${t.key} = $1 AND worker_id = $2 AND state = $4`,
    [id, workerId, now, t.states.running],
  );
  return r.rowCount > 0;
}

/** DONE or FAILED (with why). */
export async function finish(
  q: Queryable,
  t: JobTable,
  id: string,
  o: { done: boolean; now: Date; error?: string | undefined },
): Promise<void> {
  await q.query(
    `UPDATE ${t.table} SET state = $2, completed_at = $3, heartbeat_at = $3, error = $4 WHERE ${t.key} = $1`,
    [id, o.done ? t.states.done : t.states.failed, o.now, o.error === undefined ? null : o.error.slice(0, 1000)],
  );
}

/**
 * Hands this worker's unfinished jobs back (a graceful stop): PENDING again, the attempt not
 * counted, their checkpoints kept, so the next claim resumes them without waiting out the lease.
 */
export async function handBack(q: Queryable, t: JobTable, workerId: string): Promise<number> {
  const r = await q.query(
    `UPDATE ${t.table} SET state = $3, attempts = GREATEST(attempts - 1, 0) WHERE worker_id = $1 AND state = $2`,
    [workerId, t.states.running, t.states.pending],
  );
  return r.rowCount;
}

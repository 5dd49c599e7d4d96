// SQL for the token endpoint's failure counts (table auth_failures); the rules (keys, buckets,
// refunds, pruning) are in attempt-limit.ts.
import type { Queryable } from '../db/types.js';

export interface BackoffLimit {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait after the free ones (seconds); each further failure doubles it. */
  baseSeconds: number;
  maxSeconds: number;
  /** A key whose last attempt is this old starts afresh (seconds). */
  forgetSeconds: number;
}

// $2 now, $3 free, $4 base, $5 max, $6 forget.
const CURRENT = `(CASE WHEN a.at < $2::timestamptz - make_interval(secs => $6::float8) THEN 0 ELSE a.failures END)`;
const WAIT = `(CASE WHEN ${CURRENT} < $3::int THEN 0::float8
  ELSE least($5::float8, $4::float8 * power(2::float8, (${CURRENT} - $3::int)::float8)) END)`;
const OPENS_AT = `a.at + make_interval(secs => ${WAIT})`;

const params = (key: string, now: Date, l: BackoffLimit) => [
  key,
  now,
  Math.min(l.free, 2 ** 31 - 1),
  l.baseSeconds,
  l.maxSeconds,
  l.forgetSeconds,
];

/**
 * Counts one failure against the key unless it is waiting (its next attempt not yet open); true
 * when counted. A key within its free failures is never waiting, whatever `now` is: attempts
 * commit out of the order their clocks were read in (and instances' clocks differ), so an attempt
 * whose `now` is a little before the key's `at` must not be refused for it.
 */
export async function countFailure(q: Queryable, key: string, now: Date, limit: BackoffLimit): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO auth_failures AS a (key, failures, at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET failures = ${CURRENT} + 1, at = greatest(a.at, $2::timestamptz)
      WHERE ${WAIT} = 0 OR $2::timestamptz >= ${OPENS_AT}
     RETURNING failures`,
    params(key, now, limit),
  );
  return r.rows.length > 0;
}

/** Seconds until the key's next attempt opens (undefined when the key has no row). */
export async function secondsUntilOpen(
  q: Queryable,
  key: string,
  now: Date,
  limit: BackoffLimit,
): Promise<number | undefined> {
  const cur = await q.query<{ wait: number }>(
    `SELECT extract(epoch FROM (${OPENS_AT} - $2::timestamptz))::float8 AS wait FROM auth_failures a WHERE key = $1`,
    params(key, now, limit),
  );
  return cur.rows[0]?.wait;
}

export async function clearFailures(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM auth_failures WHERE key = $1', [key]);
}

export async function refundFailure(q: Queryable, key: string): Promise<void> {
  await q.query('UPDATE auth_failures SET failures = greatest(0, failures - 1) WHERE key = $1', [key]);
}

/** Drops keys whose last attempt is older than `before`; returns how many. */
export async function deleteFailuresBefore(q: Queryable, before: Date): Promise<number> {
  const r = await q.query('DELETE FROM auth_failures WHERE at < $1', [before]);
  return r.rowCount;
}

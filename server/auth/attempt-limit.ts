// Token-endpoint attempt limits kept in the database, so every instance on one PostgreSQL counts
// against the same buckets (an attacker cannot multiply the limit by the number of instances).
// An attempt is counted before its secret is checked, in one transaction over every bucket it
// draws from, so concurrent guesses cannot all slip through; a successful authentication gives
// its attempt back, so only failures use the budget up. Token issuing costs an scrypt hash anyway,
// so one small upsert per bucket is not what limits throughput.
import type { Db } from '../db/types.js';
import type { RateLimit, TakeResult } from './rate-limit.js';

export interface AttemptBucket {
  key: string;
  limit: RateLimit;
}

class Blocked extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('blocked');
  }
}

const REFILLED = `least($2::float8, a.tokens + greatest(0, extract(epoch FROM ($3::timestamptz - a.at))::float8) * $4::float8)`;

/** Takes one attempt from every bucket, or from none (429 with the longest wait among them). */
export async function takeAttempt(db: Db, buckets: AttemptBucket[], now: Date): Promise<TakeResult> {
  try {
    await db.tx(async (q) => {
      for (const { key, limit } of buckets) {
        const r = await q.query<{ tokens: number }>(
          `INSERT INTO auth_attempts AS a (key, tokens, at) VALUES ($1, $2::float8 - 1, $3)
           ON CONFLICT (key) DO UPDATE SET tokens = ${REFILLED} - 1, at = greatest(a.at, $3::timestamptz)
            WHERE ${REFILLED} >= 1
           RETURNING tokens`,
          [key, limit.burst, now, limit.perSecond],
        );
        if (r.rows.length) continue;
        const cur = await q.query<{ tokens: number }>(
          `SELECT ${REFILLED} AS tokens FROM auth_attempts a WHERE key = $1`,
          [key, limit.burst, now, limit.perSecond],
        );
        const tokens = Number(cur.rows[0]?.tokens ?? 0);
        throw new Blocked(Math.max(1, Math.ceil((1 - tokens) / limit.perSecond)));
      }
    });
    return { ok: true, retryAfterSeconds: 0 };
  } catch (err) {
    if (err instanceof Blocked) return { ok: false, retryAfterSeconds: err.retryAfterSeconds };
    throw err;
  }
}

/** Gives back the attempt a successful authentication took. */
export async function refundAttempt(db: Db, buckets: AttemptBucket[]): Promise<void> {
  await db.tx(async (q) => {
    for (const { key, limit } of buckets)
      await q.query('UPDATE auth_attempts SET tokens = least($2::float8, tokens + 1) WHERE key = $1', [
        key,
        limit.burst,
      ]);
  });
}

/**
 * How far apart the clocks of instances sharing a database may be without one of them pruning a
 * bucket another still counts on: `at` is written by whichever instance took the last attempt, and
 * the instance pruning judges it by its own clock.
 */
export const PRUNE_CLOCK_SKEW_MS = 5 * 60_000;

/** Drops buckets that have had time to refill completely (they hold nothing a fresh one would not). */
export async function pruneAttempts(db: Db, limits: RateLimit[], now: Date): Promise<number> {
  const fullAfter = Math.max(...limits.map((l) => l.burst / l.perSecond));
  const r = await db.tx((q) =>
    q.query('DELETE FROM auth_attempts WHERE at < $1', [
      new Date(now.getTime() - fullAfter * 1000 - PRUNE_CLOCK_SKEW_MS),
    ]),
  );
  return r.rowCount;
}

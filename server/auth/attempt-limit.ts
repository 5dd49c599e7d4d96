// Token-endpoint failure limits kept in the database, so every instance on one PostgreSQL counts
// against the same keys (an attacker cannot multiply the limit by the number of instances).
//
// Failures are counted per (client ID, source) and per source, never per client ID alone: client
// IDs are not secret, and a budget per client ID let anyone who knew one keep that client locked
// out (#32 finding 8). A key allows `free` failures; after that each attempt must wait
// base * 2^(failures - free) seconds (at most `maxSeconds`) after the key's last one, so a source
// that keeps guessing waits longer and longer, and one that stops is forgotten after
// `forgetSeconds`. An attempt is counted before its secret is checked, in one transaction over
// every key it draws from, so concurrent guesses cannot all slip through; a success gives the
// attempt back (and clears its (client, source) record), so only failures use the budget up.
import type { Db } from '../db/types.js';
import type { TakeResult } from './rate-limit.js';
import * as store from './attempt-limit.store.js';
import type { BackoffLimit } from './attempt-limit.store.js';

/** The limits of a key (its rows live in attempt-limit.store.ts); part of this module's API. */
export type { BackoffLimit };

export interface AttemptBucket {
  key: string;
  limit: BackoffLimit;
  /** On success: 'clear' forgets the key's failures, 'refund' gives back this attempt only. */
  onSuccess: 'clear' | 'refund';
}

class Blocked extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('blocked');
  }
}

/** Counts one attempt against every key, or against none (429 with the longest wait among them). */
export async function takeAttempt(db: Db, buckets: AttemptBucket[], now: Date): Promise<TakeResult> {
  try {
    await db.tx(async (q) => {
      for (const { key, limit } of buckets) {
        if (await store.countFailure(q, key, now, limit)) continue;
        const wait = await store.secondsUntilOpen(q, key, now, limit);
        throw new Blocked(Math.max(1, Math.ceil(Number(wait ?? 1))));
      }
    });
    return { ok: true, retryAfterSeconds: 0 };
  } catch (err) {
    if (err instanceof Blocked) return { ok: false, retryAfterSeconds: err.retryAfterSeconds };
    throw err;
  }
}

/** A successful authentication: gives back the attempt it took, or clears the key. */
export async function refundAttempt(db: Db, buckets: AttemptBucket[]): Promise<void> {
  await db.tx(async (q) => {
    for (const { key, onSuccess } of buckets) {
      if (onSuccess === 'clear') await store.clearFailures(q, key);
      else await store.refundFailure(q, key);
    }
  });
}

/**
 * How far apart the clocks of instances sharing a database may be without one of them pruning a
 * key another still counts on: `at` is written by whichever instance took the last attempt, and
 * the instance pruning judges it by its own clock.
 */
export const PRUNE_CLOCK_SKEW_MS = 5 * 60_000;

/** Drops keys old enough to be forgotten (they hold nothing a fresh one would not). */
export async function pruneAttempts(db: Db, limits: BackoffLimit[], now: Date): Promise<number> {
  const forget = Math.max(...limits.map((l) => l.forgetSeconds));
  return db.tx((q) => store.deleteFailuresBefore(q, new Date(now.getTime() - forget * 1000 - PRUNE_CLOCK_SKEW_MS)));
}

/**
 * The source a budget is kept for: the peer address, IPv4-mapped IPv6 as IPv4, and IPv6 by its
 * /64 (one subscriber's prefix: stepping through its addresses does not buy fresh budgets).
 */
export function sourceOf(remoteAddress: string | undefined): string {
  const a = remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) return mapped[1]!;
  if (!a.includes(':')) return a;
  const [head = '', tail = ''] = a.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = a.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${full
    .slice(0, 4)
    .map((h) => h.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

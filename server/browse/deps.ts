// What the Browse handlers share: storage, the clock, and the session timeouts, so lists apply the
// same lazy expiry the SessionsManager applies before it reads (pass the same timeouts to both).
import type { Db, Queryable } from '../db/types.js';
import type { SessionTimeouts, TimeoutsFor } from '../sessions/index.js';
import { timeoutsResolver } from '../sessions/index.js';
import { applyExpiry } from '../sessions/index.js';
import type { Clock } from '../../wire/clock.js';

export interface BrowseDeps {
  db: Db;
  clock: Clock;
  /** Session and engagement timeouts; the SessionsManager's defaults when absent. */
  timeouts?: Partial<SessionTimeouts> | TimeoutsFor;
}

export interface BrowseCtx {
  db: Db;
  clock: Clock;
  timeoutsFor: TimeoutsFor;
}

export function resolveBrowseDeps(deps: BrowseDeps): BrowseCtx {
  return { db: deps.db, clock: deps.clock, timeoutsFor: timeoutsResolver(deps.timeouts) };
}

/** Stops idle sessions and engagements of the scope (as the SessionsManager does) and returns the call's time. */
export async function expireThenNow(q: Queryable, ctx: BrowseCtx, scopeId: string): Promise<Date> {
  const now = ctx.clock.now();
  await applyExpiry(q, scopeId, now, await ctx.timeoutsFor(scopeId, q));
  return now;
}

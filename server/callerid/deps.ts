// What the caller-ID services share: their dependencies, and one rule cache per database so that a
// change made through EntitiesManager reaches AssessCallerIdRisk at once.
import type { ConfigResolver } from '../configsets/index.js';
import { defaultConfigResolver } from '../configsets/index.js';
import type { Db, Queryable } from '../db/types.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import { RuleCache } from './rule-cache.js';
import { rulesForCache, watchlistExists } from './rules.store.js';

export interface PreCallSessionArgs {
  scopeId: string;
  correlationId?: string | undefined;
  ani: string;
  dnis: string;
  configsetId?: string | undefined;
  now: Date;
  /** A preferred external engagement ID (the caller's reference); an implementation may ignore it. */
  engagementId?: string | undefined;
}

export interface PreCallSession {
  gkEngagementId: string;
  /** External engagement ID; ProcessPreAnswer returns it as reference_id. */
  engagementId: string;
  gkSessionId: string;
}

/** Starts a new engagement and a pre-call session in it, inside the caller's transaction. */
export type StartPreCallSession = (q: Queryable, args: PreCallSessionArgs) => Promise<PreCallSession>;

export interface CallerIdDeps {
  db: Db;
  clock: Clock;
  config?: ConfigResolver;
  startPreCallSession?: StartPreCallSession;
  log?: Logger;
  /** Shared by default per database (see ruleCacheFor). */
  ruleCache?: RuleCache;
}

export interface Ctx {
  db: Db;
  clock: Clock;
  config: ConfigResolver;
  startPreCallSession: StartPreCallSession | undefined;
  ruleCache: RuleCache;
}

const caches = new WeakMap<Db, RuleCache>();

/** The rule cache of a database, created on first use. */
export function ruleCacheFor(db: Db, clock: Clock, log?: Logger): RuleCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RuleCache(
      async (scopeId, watchlistId) =>
        (await watchlistExists(db, scopeId, watchlistId)) ? rulesForCache(db, scopeId, watchlistId) : null,
      clock,
      log,
    );
    caches.set(db, cache);
  }
  return cache;
}

export function resolveDeps(deps: CallerIdDeps): Ctx {
  return {
    db: deps.db,
    clock: deps.clock,
    config: deps.config ?? defaultConfigResolver,
    startPreCallSession: deps.startPreCallSession,
    ruleCache: deps.ruleCache ?? ruleCacheFor(deps.db, deps.clock, deps.log),
  };
}

// What the SessionsManager handlers share: their dependencies and the steps every call starts with
// (expiry applied to the call's engagement in its transaction, target IDs from the request or the
// context, lookups that answer NOT_FOUND for anything outside the caller's scope).
import type { ConfigResolver } from '../configsets/index.js';
import { resolveEffectiveConfig, resolveVersionedSessionsConfig } from '../configsets/index.js';
import type { SessionsConfig } from '../configsets/index.js';
import type { Db, Queryable } from '../db/types.js';
import { Violations, notFound } from '../rpc/errors.js';
import type { Clock } from '../../wire/clock.js';
import type { SessionTimeouts, TimeoutsFor } from './sessions.domain.js';
import { timeoutsResolver } from './sessions.domain.js';
import type { EngagementRow } from './engagements.store.js';
import { getEngagement } from './engagements.store.js';
import type { ExpiryWithin, SessionRow } from './sessions.store.js';
import { applyExpiry, getSession } from './sessions.store.js';
import { readUniqueId } from '../rpc/wire-values.js';

/** Runs inside SetEngagementVerdict's transaction when a fraud verdict resets enrollment attributes. */
export type FraudResetHook = (q: Queryable, scopeId: string, gkEngagementId: string) => Promise<void>;

export interface SessionsDeps {
  db: Db;
  clock: Clock;
  /** Fixed timeouts (defaults: session 30 min, engagement 4 h, post-call 24 h) or a per-scope lookup. */
  timeouts?: Partial<SessionTimeouts> | TimeoutsFor;
  hooks?: { onFraudReset?: FraudResetHook[] };
  /** Settings in force (decision thresholds and weights); default: the scope's ACTIVE configsets. */
  config?: ConfigResolver;
}

export interface Ctx {
  db: Db;
  clock: Clock;
  timeoutsFor: TimeoutsFor;
  onFraudReset: FraudResetHook[];
  config: ConfigResolver;
}

export function resolveDeps(deps: SessionsDeps): Ctx {
  return {
    db: deps.db,
    clock: deps.clock,
    timeoutsFor: timeoutsResolver(deps.timeouts),
    onFraudReset: deps.hooks?.onFraudReset ?? [],
    config: deps.config ?? resolveEffectiveConfig,
  };
}

const toTimeouts = (c: SessionsConfig): SessionTimeouts => ({
  sessionMs: c.sessionTimeoutSeconds * 1000,
  engagementMs: c.engagementTimeoutSeconds * 1000,
  postCallMs: c.postCallWindowSeconds * 1000,
});

/** Scopes whose timeouts one instance keeps; past this the kept ones are dropped and read again. */
const KEPT_SCOPES = 10_000;

/**
 * Timeouts from the configset in force for the scope. A lookup reads them (inside a transaction it
 * must use it: PGlite has one connection, `db` would wait forever) and keeps them with the version
 * of the layers they came from; a write uses the kept ones only in a statement that finds that
 * version still in force (applyExpiry), so an activation, by this instance or another sharing the
 * database, is in force for the very next call. Hot reads fetch the version in their own statement
 * and use the kept timeouts when it matches (GetSessionDetails).
 */
export function configsetTimeouts(db: Db): TimeoutsFor {
  const kept = new Map<string, { t: SessionTimeouts; version: string }>();
  return Object.assign(
    async (scopeId: string, q?: Queryable) => {
      const { version, sessions } = await resolveVersionedSessionsConfig(q ?? db, scopeId);
      const t = toTimeouts(sessions);
      if (kept.size >= KEPT_SCOPES) kept.clear();
      kept.set(scopeId, { t, version });
      return t;
    },
    {
      kept: (scopeId: string) => kept.get(scopeId),
    },
  );
}

/**
 * Whether applyExpiry would stop this engagement now: active and idle past the engagement timeout
 * (errs towards yes, as its cutoff does). Reads that find none due skip the sweep's transaction.
 */
export function engagementDueToExpire(
  row: Pick<EngagementRow, 'is_active' | 'last_activity_at'>,
  now: Date,
  t: SessionTimeouts,
): boolean {
  return row.is_active && row.last_activity_at.getTime() <= now.getTime() - t.engagementMs;
}

/**
 * Applies expiry where the call works (`within`: the engagement it touches, or the whole scope for
 * a call that reads across engagements) and returns the call's time and timeouts. A call that only
 * makes new rows needs neither and takes the clock's time instead. The rest of the scope is the
 * periodic sweep's (app.ts), never a write's: a sweep per write cost every StartSession a scan of
 * the scope's active rows inside its transaction.
 */
export async function begin(
  q: Queryable,
  ctx: Ctx,
  scopeId: string,
  within: ExpiryWithin,
): Promise<{ now: Date; t: SessionTimeouts }> {
  const now = ctx.clock.now();
  // The kept timeouts and the expiry in one statement, which applies nothing when the version has
  // changed since; then (or with none kept) they are read again, as before.
  const kept = ctx.timeoutsFor.kept?.(scopeId);
  if (kept && (await applyExpiry(q, scopeId, now, kept.t, within, kept.version)).applied) return { now, t: kept.t };
  const t = await ctx.timeoutsFor(scopeId, q);
  await applyExpiry(q, scopeId, now, t, within);
  return { now, t };
}

/** The target ID: the request field first, else the context; a violation naming the request field when neither. */
export function targetId(
  field: 'gk_session_id' | 'gk_engagement_id',
  fromRequest: { value?: string | null } | null | undefined,
  fromContext: string | undefined,
): string {
  const v = new Violations();
  const id = readUniqueId(v, field, fromRequest) ?? (v.size ? undefined : fromContext);
  if (!id && !v.size) v.add(field, `is required (in the request or in context.${field})`, 'MANDATORY_FIELD_MISSING');
  v.throwIfAny();
  return id as string;
}

export async function mustGetSession(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<SessionRow> {
  const row = await getSession(q, scopeId, id, forUpdate);
  if (!row) throw notFound(`session ${id} not found`);
  return row;
}

export async function mustGetEngagement(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<EngagementRow> {
  const row = await getEngagement(q, scopeId, id, forUpdate);
  if (!row) throw notFound(`engagement ${id} not found`);
  return row;
}

/** Post-call processing of a stopped session has finished: its details are gone for clients. */
export function postCallFinished(row: SessionRow, now: Date): boolean {
  return !row.is_active && !!row.post_call_done_at && row.post_call_done_at.getTime() <= now.getTime();
}

export function assertSessionReadable(row: SessionRow, now: Date): void {
  if (postCallFinished(row, now)) {
    throw notFound(`session ${row.gk_session_id} is no longer available: its post-call processing finished`);
  }
}

/** A session named with an engagement in the context must belong to that engagement. */
export function assertInEngagement(row: SessionRow, engagementId: string | undefined): void {
  if (engagementId && row.gk_engagement_id !== engagementId) {
    new Violations()
      .add(
        'context.gk_engagement_id',
        `session ${row.gk_session_id} does not belong to engagement ${engagementId}`,
        'FIELD_CONFLICT',
        engagementId,
      )
      .throwIfAny();
  }
}

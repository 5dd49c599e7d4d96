// SQL for sessions, plus the expiry both tables share. Every statement filters by scope: a session
// of another scope is simply not found. Times are parameters (the server's clock), never now().
import type { Db, Queryable } from '../db/types.js';
import { cachedQuery } from '../db/read-cache.js';
import { ReadBatcher, batcherOf, pointRead } from '../db/read-batch.js';
import type { Clock } from '../../wire/clock.js';
import type {
  CallType,
  Decision,
  DecisionReason,
  SessionIntent,
  SessionTimeouts,
  SessionType,
  TimeoutsFor,
} from './sessions.domain.js';
import { timeoutsResolver } from './sessions.domain.js';
import { scopeLayersVersionSql } from '../configsets/index.js';

export interface SessionRow {
  gk_session_id: string;
  scope_id: string;
  gk_engagement_id: string;
  session_type: SessionType;
  is_test: boolean;
  is_active: boolean;
  session_id: string | null;
  is_suspicious: boolean;
  suspicious_reason: string | null;
  ani: string | null;
  dnis: string | null;
  agent_id: string | null;
  agent_extension: string | null;
  call_type: CallType | null;
  claimed_gk_person_id: string | null;
  was_abandon: boolean;
  session_intent: SessionIntent | null;
  business_type: string | null;
  datacenter: string | null;
  group_size: number | null;
  risk: number | null;
  reliability: number | null;
  decision: Decision | null;
  decision_reason: DecisionReason | null;
  session_error: Record<string, unknown> | null;
  custom_data: Record<string, string>;
  start_configset_id: string | null;
  decision_configset_id: string | null;
  stop_configset_id: string | null;
  created_at: Date;
  modified_at: Date;
  last_activity_at: Date;
  completion_timestamp: Date | null;
  post_call_done_at: Date | null;
}

/** Columns a handler may set directly (details fields, risk, configsets). */
export type SessionPatch = Partial<
  Omit<
    SessionRow,
    'gk_session_id' | 'scope_id' | 'created_at' | 'modified_at' | 'last_activity_at' | 'session_error' | 'custom_data'
  >
> & { session_error?: Record<string, unknown> | null; custom_data?: Record<string, string> };

const JSON_COLUMNS = new Set(['session_error', 'custom_data']);
const MS = `* interval '1 millisecond'`;

/** What insertSession inserts. */
export type NewSession = SessionPatch & {
  gk_session_id: string;
  scope_id: string;
  gk_engagement_id: string;
  session_type: string;
  created_at: Date;
};

/** A session's INSERT, its parameters numbered from `first` (so it can follow another statement's). */
export function sessionInsert(row: NewSession, first = 1): { sql: string; params: unknown[] } {
  const { created_at, ...rest } = row;
  const cols = Object.keys(rest).filter((k) => rest[k as keyof typeof rest] !== undefined);
  const values = cols.map((k) => jsonIfNeeded(k, rest[k as keyof typeof rest]));
  const all = [...cols, 'created_at', 'modified_at', 'last_activity_at'];
  const params = [...values, created_at, created_at, created_at];
  const placeholders = all.map((c, i) => `$${i + first}${JSON_COLUMNS.has(c) ? '::jsonb' : ''}`);
  return { sql: `INSERT INTO sessions (${all.join(', ')}) VALUES (${placeholders.join(', ')})`, params };
}

export async function insertSession(q: Queryable, row: NewSession): Promise<void> {
  const { sql, params } = sessionInsert(row);
  await q.query(sql, params);
}

export async function getSession(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<SessionRow | undefined> {
  const r = await q.query<SessionRow>(
    `SELECT * FROM sessions WHERE scope_id = $1 AND gk_session_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [scopeId, id],
  );
  return r.rows[0];
}

/** A session as a read sees it, with what decides whether expiry would stop it now. */
export interface SessionForRead {
  row: SessionRow;
  engagementActive: boolean;
  engagementLastActivityAt: Date;
  /**
   * Which scope-level ACTIVE configset revisions were in force (configsets scopeLayersVersionSql),
   * when the read asked: a short text that names the layers, so each row does not carry them.
   */
  configVersion?: string;
}

type RowForRead = SessionRow & { e_active_since: Date | null; config_version?: string };

const ENGAGEMENT_ACTIVE_SINCE = `(SELECT CASE WHEN e.is_active THEN e.last_activity_at END FROM engagements e
                   WHERE e.gk_engagement_id = s.gk_engagement_id AND e.scope_id = s.scope_id) AS e_active_since`;

/** The single read's SQL, built once per version SQL (the same text object on every call). */
const oneSessionSqls = new Map<((scopeParam: string) => string) | undefined, string>();
function oneSessionSql(versionSql?: (scopeParam: string) => string): string {
  let sql = oneSessionSqls.get(versionSql);
  if (sql === undefined) {
    sql = `SELECT s.*, ${ENGAGEMENT_ACTIVE_SINCE}
            ${versionSql ? `, ${versionSql('$1')} AS config_version` : ''}
       FROM sessions s WHERE s.scope_id = $1 AND s.gk_session_id = $2`;
    oneSessionSqls.set(versionSql, sql);
  }
  return sql;
}

/** The hot read's batcher (db/read-batch.ts), with or without the version; one key reads alone. */
function batcherFor(db: Db, versionSql?: (scopeParam: string) => string): ReadBatcher<RowForRead> {
  return batcherOf(db, versionSql ? 'session+version' : 'session', () => {
    // With the version, it is worked out once per scope in the batch (the reads of one turn are
    // mostly one scope's), not once per row: a batch of 45 cost 15% less CPU on PGlite so.
    const sql = versionSql
      ? `WITH k AS MATERIALIZED (SELECT * FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS k(scope_id, id, i)),
           v AS MATERIALIZED (SELECT sc.scope_id, ${versionSql('sc.scope_id')} AS config_version
                                FROM (SELECT DISTINCT scope_id FROM k) sc)
         SELECT k.i::int AS batch_i, s.*, ${ENGAGEMENT_ACTIVE_SINCE}, v.config_version
           FROM k JOIN sessions s ON s.scope_id = k.scope_id AND s.gk_session_id = k.id
           JOIN v ON v.scope_id = k.scope_id`
      : `SELECT k.i::int AS batch_i, s.*, ${ENGAGEMENT_ACTIVE_SINCE}
           FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS k(scope_id, id, i)
           JOIN sessions s ON s.scope_id = k.scope_id AND s.gk_session_id = k.id`;
    // On PGlite the batch takes its place in the connection's line with its first read, and the
    // reads asked until its turn join it (read-batch.ts whenReady).
    return new ReadBatcher<RowForRead>(
      async (keys, on = db) => {
        const scopes = keys.map((k) => k.slice(0, k.indexOf(' ')));
        const ids = keys.map((k) => k.slice(k.indexOf(' ') + 1));
        if (keys.length === 1) return (await on.query<RowForRead>(oneSessionSql(versionSql), [scopes[0], ids[0]])).rows;
        const r = await on.query<RowForRead & { batch_i: number }>(sql, [scopes, ids]);
        const out = new Array<RowForRead | undefined>(keys.length);
        for (const row of r.rows) out[row.batch_i - 1] = row;
        return out;
      },
      // Looked up on each batch, as db.query is (a test or the profiler may wrap it).
      { whenReady: db.whenReady && ((fn) => db.whenReady!(fn)) },
    );
  });
}

/**
 * What a session's read was read from (read-cache.ts ReadTag): its row, its engagement's row and,
 * with the version, the scope's configset revisions. A transaction that declares other rows
 * (read-cache.ts `touches`) leaves it kept on PGlite.
 */
export function sessionReadTags(scopeId: string, id: string, row: RowForRead | undefined, version: boolean): string[] {
  const tags = [`sessions|${scopeId}|${id}`];
  if (row) tags.push(`engagements|${scopeId}|${row.gk_engagement_id}`);
  if (version) tags.push(`configset_revisions|${scopeId}`);
  return tags;
}

/**
 * One statement, no transaction: the session, its engagement's last activity when that engagement
 * is active (a scalar subquery: PGlite plans it cheaper than a join), and with `versionSql` (see
 * configsets scopeLayersVersionSql) which of the scope's ACTIVE configset layers are in force: the
 * caller keeps what those layers make by that version (sessions deps.ts configsetTimeouts), so
 * the rows do not carry the layers' JSON, and a batch of 64 does not decode it 64 times. Reads made
 * together go as one statement (db/read-batch.ts), so the row may have a batch_i column; on PGlite
 * the answer is kept until the next write (db/read-cache.ts), so the row is frozen.
 */
export async function getSessionForRead(
  q: Queryable,
  scopeId: string,
  id: string,
  versionSql?: (scopeParam: string) => string,
): Promise<SessionForRead | undefined> {
  const found = await pointRead(
    q,
    versionSql ? 'session+version' : 'session',
    `${scopeId} ${id}`,
    [scopeId, id],
    (db) => batcherFor(db, versionSql),
    async () => (await cachedQuery<RowForRead>(q, oneSessionSql(versionSql), [scopeId, id])).rows[0],
    (row) => sessionReadTags(scopeId, id, row, versionSql !== undefined),
  );
  if (!found) return undefined;
  // The row keeps its extra columns: copying 38 properties to drop them cost more than the rest
  // of this function on the hot read, and nothing reads a session row by its keys.
  const { e_active_since, config_version } = found;
  return {
    row: found,
    engagementActive: e_active_since !== null,
    engagementLastActivityAt: e_active_since ?? found.last_activity_at,
    configVersion: config_version,
  };
}

/**
 * Whether applyExpiry would change this session now: it is active and idle past the session
 * timeout, or its engagement is active and idle past the engagement timeout (which stops its
 * sessions). Errs towards yes (timestamps here are whole milliseconds), never towards no.
 */
export function sessionDueToExpire(s: SessionForRead, now: Date, t: SessionTimeouts): boolean {
  if (!s.row.is_active) return false;
  if (s.row.last_activity_at.getTime() <= now.getTime() - t.sessionMs) return true;
  return s.engagementActive && s.engagementLastActivityAt.getTime() <= now.getTime() - t.engagementMs;
}

/** The SET list of a patch, its values pushed onto `params`. */
function patchSets(patch: SessionPatch, params: unknown[]): string[] {
  const cols = Object.keys(patch).filter((k) => patch[k as keyof SessionPatch] !== undefined);
  return cols.map((c) => {
    params.push(jsonIfNeeded(c, patch[c as keyof SessionPatch]));
    return `${c} = $${params.length}${JSON_COLUMNS.has(c) ? '::jsonb' : ''}`;
  });
}

/** Sets the given columns; `activity` also counts the change as activity (keeps the session alive). */
export async function updateSession(
  q: Queryable,
  scopeId: string,
  id: string,
  patch: SessionPatch,
  now: Date,
  activity: boolean,
): Promise<void> {
  const params: unknown[] = [scopeId, id, now];
  const sets = patchSets(patch, params);
  sets.push('modified_at = $3');
  if (activity) sets.push('last_activity_at = GREATEST(last_activity_at, $3)');
  await q.query(`UPDATE sessions SET ${sets.join(', ')} WHERE scope_id = $1 AND gk_session_id = $2`, params);
}

/** Keeps its engagement alive when the session `s` (a CTE with gk_engagement_id) is active. */
const TOUCH_ENGAGEMENT_OF_S = `UPDATE engagements SET last_activity_at = GREATEST(last_activity_at, $3)
       WHERE scope_id = $1 AND gk_engagement_id = (SELECT gk_engagement_id FROM s WHERE is_active) AND is_active`;

/**
 * UpdateSession's write in one statement: sets the given columns, and when the session is active
 * counts the change as activity of the session and its engagement. Returns the session as it is
 * after (undefined: none), for the caller's checks: the columns they read are not ones a patch
 * sets, and a check that fails rolls the transaction back.
 */
export async function updateActiveSession(
  q: Queryable,
  scopeId: string,
  id: string,
  patch: SessionPatch,
  now: Date,
): Promise<SessionRow | undefined> {
  const params: unknown[] = [scopeId, id, now];
  const sets = patchSets(patch, params);
  sets.push('modified_at = $3');
  sets.push('last_activity_at = CASE WHEN is_active THEN GREATEST(last_activity_at, $3) ELSE last_activity_at END');
  const r = await q.query<SessionRow>(
    `WITH s AS (UPDATE sessions SET ${sets.join(', ')} WHERE scope_id = $1 AND gk_session_id = $2 RETURNING *),
          t AS (${TOUCH_ENGAGEMENT_OF_S})
     SELECT * FROM s`,
    params,
  );
  return r.rows[0];
}

/**
 * The condition, on a row of an UPDATE of sessions, that nothing of its engagement is due to expire
 * under the kept timeouts: the scope's configset layers are still their version ($6), none of the
 * engagement's active sessions (the row's own included) has been idle since the session cutoff ($4)
 * and the engagement not since its own ($5). Where it holds, begin's expiry would change nothing.
 */
const NOTHING_DUE = `AND ${scopeLayersVersionSql('$1')} = $6::text
         AND NOT EXISTS (SELECT 1 FROM engagements e WHERE e.scope_id = $1
               AND e.gk_engagement_id = sessions.gk_engagement_id AND e.is_active AND e.last_activity_at <= $5)
         AND NOT EXISTS (SELECT 1 FROM sessions o WHERE o.scope_id = $1
               AND o.gk_engagement_id = sessions.gk_engagement_id AND o.is_active AND o.last_activity_at <= $4)`;

/** NOTHING_DUE's parameters $4 to $6, for the kept timeouts at `now`. */
const nothingDueParams = (now: Date, t: SessionTimeouts, version: string) => [
  new Date(now.getTime() - t.sessionMs),
  new Date(now.getTime() - t.engagementMs),
  version,
];

/**
 * UpdateSession's common case in one statement and no transaction of its own: the session is
 * active, in the context's engagement when one is named, nothing of its engagement is due to
 * expire (none of its active sessions, this one included, idle past the session timeout, nor the
 * engagement past its own), and the scope's configset layers are still the kept timeouts'
 * `version`. Then begin's expiry would change nothing and no check after the write could fail, so
 * the write alone is the whole call: the same SET as updateActiveSession, and its engagement's
 * activity. Returns false, having changed nothing, when any of that does not hold; the caller then
 * takes the transaction (begin, updateActiveSession, the checks), which says why. On PGlite, begin's
 * statement and the transaction's BEGIN and COMMIT were about half of the server's CPU per
 * UpdateSession (profile-rpc.ts --call update: 0.78-0.83 ms a call with them, 0.39-0.40 without).
 */
export async function updateActiveSessionIfNothingDue(
  q: Queryable,
  w: {
    scopeId: string;
    id: string;
    patch: SessionPatch;
    now: Date;
    t: SessionTimeouts;
    version: string;
    /** The context's engagement, which the session must belong to (undefined: any). */
    engagementId: string | undefined;
  },
): Promise<boolean> {
  const params: unknown[] = [
    w.scopeId,
    w.id,
    w.now,
    ...nothingDueParams(w.now, w.t, w.version),
    w.engagementId ?? null,
  ];
  const sets = patchSets(w.patch, params);
  sets.push('modified_at = $3', 'last_activity_at = GREATEST(last_activity_at, $3)');
  const r = await q.query(
    `WITH s AS (
       UPDATE sessions SET ${sets.join(', ')}
       WHERE scope_id = $1 AND gk_session_id = $2 AND is_active
         AND ($7::uuid IS NULL OR gk_engagement_id = $7::uuid)
         ${NOTHING_DUE}
       RETURNING gk_engagement_id, is_active),
          t AS (${TOUCH_ENGAGEMENT_OF_S})
     SELECT 1 FROM s`,
    params,
  );
  return r.rows.length > 0;
}

/** A stopped session, with what its decision needs of its engagement. */
export type StoppedSession = SessionRow & { engagement_active: boolean; engagement_completion: Date | null };

/**
 * StopSession's write in one statement: stops the session if active, accounted under the first
 * configset set of `contextConfigset`, its decision's, its start's, its newest factor's (none of
 * them: null, the defaults apply; sessions.handlers.int.test checks the order), and counts the stop
 * as activity of its engagement. Returns the stopped session (undefined: none active) with its engagement's state before.
 */
export async function stopActiveSession(
  q: Queryable,
  scopeId: string,
  id: string,
  at: Date,
  postCallMs: number,
  contextConfigset: string | null | undefined,
  /**
   * Kept timeouts: stop only when nothing of the engagement is due to expire (NOTHING_DUE), so the
   * caller may leave begin's expiry out; undefined is returned, having changed nothing, otherwise.
   */
  kept?: { t: SessionTimeouts; version: string },
): Promise<StoppedSession | undefined> {
  const r = await q.query<StoppedSession>(
    `WITH s AS (
       UPDATE sessions SET is_active = false, completion_timestamp = $3, modified_at = $3,
         post_call_done_at = $3::timestamptz + $${kept ? 7 : 4}::double precision ${MS},
         stop_configset_id = COALESCE(NULLIF($${kept ? 8 : 5}::text, ''), NULLIF(decision_configset_id, ''),
           NULLIF(start_configset_id, ''), NULLIF(${factorConfigsetSql('sessions.scope_id', 'sessions.gk_session_id')}, ''))
       WHERE scope_id = $1 AND gk_session_id = $2 AND is_active ${kept ? NOTHING_DUE : ''}
       RETURNING *),
          t AS (UPDATE engagements SET last_activity_at = GREATEST(last_activity_at, $3)
       WHERE scope_id = $1 AND gk_engagement_id = (SELECT gk_engagement_id FROM s) AND is_active)
     SELECT s.*, e.is_active AS engagement_active, e.completion_timestamp AS engagement_completion
       FROM s JOIN engagements e ON e.scope_id = $1 AND e.gk_engagement_id = s.gk_engagement_id`,
    [
      scopeId,
      id,
      at,
      ...(kept ? nothingDueParams(at, kept.t, kept.version) : []),
      postCallMs,
      contextConfigset ?? null,
    ],
  );
  return r.rows[0];
}

export async function sessionIdsOf(q: Queryable, scopeId: string, gkEngagementId: string): Promise<string[]> {
  const r = await q.query<{ id: string }>(
    'SELECT gk_session_id AS id FROM sessions WHERE scope_id = $1 AND gk_engagement_id = $2 ORDER BY created_at, gk_session_id',
    [scopeId, gkEngagementId],
  );
  return r.rows.map((row) => row.id);
}

/** A configset carried by one of the session's factors (the decisions module keeps them). */
export { configsetFromFactors } from '../decisions/index.js';
import { factorConfigsetSql } from '../decisions/index.js';

/**
 * Where applyExpiry works: the whole scope, or one engagement (named, or as the engagement of a
 * named session) with its sessions. Expiry never crosses engagements (a session stops on its own
 * idle time or with its engagement), so applying it to one engagement gives those rows exactly what
 * the scope-wide pass would; a write applies it to the engagement it touches, and the periodic
 * sweep (sweepExpired) to everything else, which reads meanwhile compute (sessionDueToExpire).
 */
export type ExpiryWithin = 'scope' | { engagementId: string } | { sessionId: string };

/** The extra condition (on a gk_engagement_id column) and its parameter, for `within`. */
function withinEngagement(within: ExpiryWithin, param: number): { sql: string; params: unknown[] } {
  if (within === 'scope') return { sql: '', params: [] };
  if ('engagementId' in within) return { sql: ` AND gk_engagement_id = $${param}`, params: [within.engagementId] };
  return {
    sql: ` AND gk_engagement_id = (SELECT w.gk_engagement_id FROM sessions w WHERE w.scope_id = $1 AND w.gk_session_id = $${param})`,
    params: [within.sessionId],
  };
}

/**
 * Stops what has been idle past its timeout, in one scope or (`within`) one engagement: sessions
 * idle past the session timeout (completion = last activity + timeout), then the engagement idle
 * past its own, whose still-active sessions stop with it. With `version` (TimeoutsFor.kept) the
 * statement also checks that the scope's configset layers are still that version, and if not
 * nothing is applied (`applied: false`). One engagement (every write's case) takes one statement;
 * the whole scope (the sweep's) takes three (one for all three scanned every active session of the
 * scope).
 */
export async function applyExpiry(
  q: Queryable,
  scopeId: string,
  now: Date,
  t: SessionTimeouts,
  within: ExpiryWithin = 'scope',
  version?: string,
): Promise<{ sessions: number; engagements: number; applied: boolean }> {
  if (within !== 'scope') return applyExpiryToEngagement(q, scopeId, now, t, within, version);
  const sessionCut = new Date(now.getTime() - t.sessionMs);
  const ws = withinEngagement(within, 6);
  const s = await q.query<{ applied: boolean; n: number }>(
    `${versionCte(version)},
          s AS (
       UPDATE sessions SET ${SESSION_EXPIRY_SETS}
       WHERE scope_id = $1 AND is_active AND last_activity_at <= $4${ws.sql} AND (SELECT ok FROM v)
       RETURNING 1)
     SELECT (SELECT ok FROM v) AS applied, (SELECT count(*) FROM s)::int AS n`,
    [scopeId, t.sessionMs, t.postCallMs, sessionCut, version ?? null, ...ws.params],
  );
  if (!s.rows[0]!.applied) return { sessions: 0, engagements: 0, applied: false };
  const we = withinEngagement(within, 4);
  const e = await q.query<{ id: string }>(
    `UPDATE engagements SET ${ENGAGEMENT_EXPIRY_SETS}
     WHERE scope_id = $1 AND is_active AND last_activity_at <= $3${we.sql}
     RETURNING gk_engagement_id AS id`,
    [scopeId, t.engagementMs, new Date(now.getTime() - t.engagementMs), ...we.params],
  );
  let cascaded = 0;
  if (e.rows.length)
    cascaded = await stopSessionsOfEngagements(
      q,
      scopeId,
      e.rows.map((r) => r.id),
      t.postCallMs,
    );
  return { sessions: s.rows[0]!.n + cascaded, engagements: e.rowCount, applied: true };
}

/** `v`: whether the scope's configset layers are still `version` ($1 scope, $5 the version). */
const versionCte = (version: string | undefined) =>
  `WITH v AS (SELECT ${version !== undefined ? `${scopeLayersVersionSql('$1')} = $5::text` : '$5::text IS NULL'} AS ok)`;

/** A session's expiry ($2: the session timeout, $3: the post-call window, in ms). */
const SESSION_EXPIRY_SETS = `is_active = false,
         completion_timestamp = last_activity_at + $2::double precision ${MS},
         modified_at = last_activity_at + $2::double precision ${MS},
         post_call_done_at = last_activity_at + ($2::double precision + $3::double precision) ${MS},
         stop_configset_id = COALESCE(decision_configset_id, start_configset_id)`;

/** An engagement's expiry ($2: the engagement timeout in ms). */
const ENGAGEMENT_EXPIRY_SETS = `is_active = false,
       completion_timestamp = last_activity_at + $2::double precision ${MS},
       modified_at = last_activity_at + $2::double precision ${MS},
       stop_configset_id = configset_id`;

/**
 * Expiry within one engagement as parts of one statement, for applyExpiry and for a write that
 * makes it part of its own statement (SetEngagementVerdict): `v` (whether the kept timeouts are
 * still in force), `due` (the engagement, with the completion its expiry gives it, when it is
 * active and idle past its timeout) and `s` (its active sessions stopped as the scope's three
 * statements would stop them: one idle past the session timeout on its own time, any other with
 * the engagement, at the later of its last activity and the engagement's completion). Parameters:
 * $1 scope, $2 session timeout, $3 post-call window, $4 the sessions' cutoff, $5 the kept version,
 * $6 engagement timeout, $7 the engagements' cutoff, $8 the engagement (or session, per `within`);
 * `params` gives them. The engagement's own row is left to the caller (a row updated twice in one
 * statement keeps only one of the changes), which stops it when `due` has it.
 */
export function engagementExpiryCtes(
  scopeId: string,
  now: Date,
  t: SessionTimeouts,
  within: Exclude<ExpiryWithin, 'scope'>,
  version: string | undefined,
): { sql: string; params: unknown[] } {
  const ws = withinEngagement(within, 8);
  const stopAt = `CASE WHEN last_activity_at <= $4 THEN last_activity_at + $2::double precision ${MS}
           ELSE GREATEST(last_activity_at, (SELECT completion_timestamp FROM due)) END`;
  return {
    sql: `${versionCte(version)},
          due AS (
       SELECT gk_engagement_id, last_activity_at + $6::double precision ${MS} AS completion_timestamp FROM engagements
       WHERE scope_id = $1 AND is_active AND last_activity_at <= $7${ws.sql} AND (SELECT ok FROM v)),
          s AS (
       UPDATE sessions SET is_active = false, completion_timestamp = ${stopAt}, modified_at = ${stopAt},
         post_call_done_at = ${stopAt} + $3::double precision ${MS},
         stop_configset_id = COALESCE(decision_configset_id, start_configset_id)
       WHERE scope_id = $1 AND is_active${ws.sql} AND (last_activity_at <= $4 OR EXISTS (SELECT 1 FROM due))
         AND (SELECT ok FROM v)
       RETURNING 1)`,
    params: [
      scopeId,
      t.sessionMs,
      t.postCallMs,
      new Date(now.getTime() - t.sessionMs),
      version ?? null,
      t.engagementMs,
      new Date(now.getTime() - t.engagementMs),
      ...ws.params,
    ],
  };
}

/**
 * The SET list that stops the engagement row (of engagementExpiryCtes' statement) when `due` has
 * it and leaves it as it is otherwise (modified_at is the caller's).
 */
export const STOP_IF_DUE = `is_active = is_active AND NOT EXISTS (SELECT 1 FROM due),
         completion_timestamp = COALESCE((SELECT completion_timestamp FROM due), completion_timestamp),
         stop_configset_id = CASE WHEN EXISTS (SELECT 1 FROM due) THEN configset_id ELSE stop_configset_id END`;

/** applyExpiry within one engagement: engagementExpiryCtes, and the engagement stopped when due. */
async function applyExpiryToEngagement(
  q: Queryable,
  scopeId: string,
  now: Date,
  t: SessionTimeouts,
  within: Exclude<ExpiryWithin, 'scope'>,
  version: string | undefined,
): Promise<{ sessions: number; engagements: number; applied: boolean }> {
  const parts = engagementExpiryCtes(scopeId, now, t, within, version);
  const r = await q.query<{ applied: boolean; n: number; e: number }>(
    `${parts.sql},
          e AS (
       UPDATE engagements SET ${STOP_IF_DUE}, modified_at = (SELECT completion_timestamp FROM due)
       WHERE scope_id = $1 AND gk_engagement_id = (SELECT gk_engagement_id FROM due)
       RETURNING 1)
     SELECT (SELECT ok FROM v) AS applied, (SELECT count(*) FROM s)::int AS n, (SELECT count(*) FROM e)::int AS e`,
    parts.params,
  );
  const row = r.rows[0]!;
  return { sessions: row.n, engagements: row.e, applied: row.applied };
}

/** Stops the active sessions of stopped engagements, at each engagement's completion time. */
export async function stopSessionsOfEngagements(
  q: Queryable,
  scopeId: string,
  ids: string[],
  postCallMs: number,
): Promise<number> {
  const r = await q.query(
    `UPDATE sessions s SET is_active = false,
       completion_timestamp = GREATEST(s.last_activity_at, e.completion_timestamp),
       modified_at = GREATEST(s.last_activity_at, e.completion_timestamp),
       post_call_done_at = GREATEST(s.last_activity_at, e.completion_timestamp) + $3::double precision ${MS},
       stop_configset_id = COALESCE(s.decision_configset_id, s.start_configset_id)
     FROM engagements e
     WHERE e.scope_id = $1 AND e.gk_engagement_id = ANY($2::uuid[]) AND s.scope_id = $1
       AND s.gk_engagement_id = e.gk_engagement_id AND s.is_active`,
    [scopeId, ids, postCallMs],
  );
  return r.rowCount;
}

/** Periodic sweep over every scope with something active. */
export async function sweepExpired(
  db: Db,
  clock: Clock,
  timeouts?: Partial<SessionTimeouts> | TimeoutsFor,
): Promise<{ sessions: number; engagements: number }> {
  const resolve = timeoutsResolver(timeouts);
  const scopes = await db.query<{ scope_id: string }>(
    `SELECT DISTINCT scope_id FROM sessions WHERE is_active
     UNION SELECT DISTINCT scope_id FROM engagements WHERE is_active`,
  );
  const total = { sessions: 0, engagements: 0 };
  for (const { scope_id } of scopes.rows) {
    const t = await resolve(scope_id);
    const n = await db.tx((q) => applyExpiry(q, scope_id, clock.now(), t));
    total.sessions += n.sessions;
    total.engagements += n.engagements;
  }
  return total;
}

function jsonIfNeeded(col: string, value: unknown): unknown {
  return JSON_COLUMNS.has(col) && value !== null ? JSON.stringify(value) : value;
}

/** Counts as activity without changing the record (keeps an active session alive). */
export async function touchSession(q: Queryable, scopeId: string, id: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE sessions SET last_activity_at = GREATEST(last_activity_at, $3) WHERE scope_id = $1 AND gk_session_id = $2 AND is_active`,
    [scopeId, id, now],
  );
}

/** IDs of the engagement's sessions that are still active. */
export async function activeSessionIds(q: Queryable, scopeId: string, gkEngagementId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT gk_session_id AS id FROM sessions WHERE scope_id = $1 AND gk_engagement_id = $2 AND is_active',
    [scopeId, gkEngagementId],
  );
  return rows.map((r) => r.id);
}

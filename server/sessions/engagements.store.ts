// SQL for engagements. Every statement filters by scope. Times are parameters (the server's clock).
import type { Db, Queryable } from '../db/types.js';
import { queryTouching } from '../db/read-cache.js';
import { batcherOf } from '../db/read-batch.js';
import { TurnBatcher } from '../db/turn-batch.js';
import type { Decision, DecisionReason, EngagementVerdict } from './sessions.domain.js';
import type { NewSession } from './sessions.store.js';
import type { SessionTimeouts } from './sessions.domain.js';
import { STOP_IF_DUE, engagementExpiryCtes, sessionInsert, stopSessionsOfEngagements } from './sessions.store.js';

export interface EngagementRow {
  gk_engagement_id: string;
  scope_id: string;
  engagement_id: string | null;
  correlation_id: string | null;
  analyst_id: string | null;
  is_active: boolean;
  verdict: EngagementVerdict | null;
  verdict_description: string | null;
  /** int8 arrives as a string on both back ends. */
  verdict_amount: string | null;
  verdict_timestamp: Date | null;
  verdict_analyst_id: string | null;
  enroll_attributes_reset_at: Date | null;
  risk: number | null;
  reliability: number | null;
  decision: Decision | null;
  decision_reason: DecisionReason | null;
  configset_id: string | null;
  stop_configset_id: string | null;
  custom_data: Record<string, string>;
  created_at: Date;
  modified_at: Date;
  last_activity_at: Date;
  completion_timestamp: Date | null;
}

export interface EngagementPatch {
  engagement_id?: string | null;
  correlation_id?: string | null;
  analyst_id?: string | null;
  custom_data?: Record<string, string>;
}

type NewEngagement = EngagementPatch & {
  gk_engagement_id: string;
  scope_id: string;
  configset_id: string | null;
  created_at: Date;
};

/** An engagement's INSERT and its parameters ($1 on). */
function engagementInsert(row: NewEngagement): { sql: string; params: unknown[] } {
  return {
    sql: `INSERT INTO engagements (gk_engagement_id, scope_id, engagement_id, correlation_id, analyst_id, configset_id, custom_data,
       created_at, modified_at, last_activity_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $8, $8)`,
    params: [
      row.gk_engagement_id,
      row.scope_id,
      row.engagement_id ?? null,
      row.correlation_id ?? null,
      row.analyst_id ?? null,
      row.configset_id,
      JSON.stringify(row.custom_data ?? {}),
      row.created_at,
    ],
  };
}

export async function insertEngagement(q: Queryable, row: NewEngagement): Promise<void> {
  const { sql, params } = engagementInsert(row);
  await q.query(sql, params);
}

/**
 * A new engagement and its first session in one statement, so one transaction of its own with no
 * BEGIN and COMMIT around it: StartSession's common case in one round trip instead of four.
 */
export async function insertEngagementWithSession(
  q: Queryable,
  engagement: NewEngagement,
  session: NewSession,
): Promise<void> {
  const e = engagementInsert(engagement);
  const s = sessionInsert(session, e.params.length + 1);
  // Two new rows: PGlite's kept reads of other sessions stay (db/read-cache.ts).
  await queryTouching(
    q,
    [
      `engagements|${engagement.scope_id}|${engagement.gk_engagement_id}`,
      `sessions|${session.scope_id}|${session.gk_session_id}`,
    ],
    `WITH e AS (${e.sql}) ${s.sql}`,
    [...e.params, ...s.params],
  );
}

/** A new engagement and its first session: StartSession's rows (insertNewEngagementWithSession). */
export interface NewEngagementWithSession {
  engagement: NewEngagement;
  session: NewSession;
}

/**
 * A new engagement and its first session, committed with the other StartSessions of the event
 * loop's turn (db/turn-batch.ts, group commit): one statement for all their rows, so one
 * transaction in which each call's two rows go in together or not at all. At 64 in flight a
 * statement of its own per call was most of the server's CPU per StartSession on PostgreSQL (the
 * query's socket write, its pool slot) and, on PGlite, an executor start and a crossing into WASM
 * per call. A batch that fails (a row no statement of its own would take either) is done again
 * call by call, so only that call fails. In a transaction (`q` not a Db), or alone in its turn,
 * the one-statement insert of before.
 */
export function insertNewEngagementWithSession(q: Queryable, rows: NewEngagementWithSession): Promise<void> {
  const db = q as Partial<Db>;
  if (!db.kind) return insertEngagementWithSession(q, rows.engagement, rows.session);
  return batcherOf(db, 'new engagement with session', () => new TurnBatcher(insertBatch(db as Db))).add(rows);
}

/** The session columns a new row gives (the rest take their defaults), in the row's order. */
const givenColumns = (row: NewSession) =>
  Object.keys(row).filter((k) => k !== 'created_at' && row[k as keyof NewSession] !== undefined);

/** The batch's statement for one set of session columns (texts kept: one prepared statement each). */
const batchSqls = new Map<string, string>();
function batchSql(sessionColumns: string[]): string {
  const key = sessionColumns.join(',');
  let sql = batchSqls.get(key);
  if (sql === undefined) {
    if (batchSqls.size >= 64) batchSqls.clear();
    const given = ['gk_engagement_id', 'scope_id', 'engagement_id', 'correlation_id', 'analyst_id', 'configset_id'];
    // Each row's values come as JSON, typed by the table's own row type: one parameter per table
    // whatever the batch's size, so one statement text.
    sql = `WITH e AS (
       INSERT INTO engagements (${given.join(', ')}, custom_data, created_at, modified_at, last_activity_at)
       SELECT ${given.join(', ')}, COALESCE(custom_data, '{}'::jsonb), created_at, created_at, created_at
         FROM jsonb_populate_recordset(NULL::engagements, $1::jsonb))
     INSERT INTO sessions (${key}, created_at, modified_at, last_activity_at)
     SELECT ${key}, created_at, created_at, created_at FROM jsonb_populate_recordset(NULL::sessions, $2::jsonb)`;
    batchSqls.set(key, sql);
  }
  return sql;
}

/** The rows of one turn: one statement per set of session columns (in practice one). */
const insertBatch =
  (db: Db) =>
  async (items: NewEngagementWithSession[]): Promise<PromiseSettledResult<void>[]> => {
    const alone = (items: NewEngagementWithSession[]) =>
      Promise.allSettled(items.map((r) => insertEngagementWithSession(db, r.engagement, r.session)));
    if (items.length === 1) return alone(items);
    const groups = new Map<string, number[]>();
    items.forEach((r, i) => {
      const key = givenColumns(r.session).join(',');
      const g = groups.get(key);
      if (g) g.push(i);
      else groups.set(key, [i]);
    });
    const results = new Array<PromiseSettledResult<void>>(items.length);
    await Promise.all(
      [...groups].map(async ([key, indexes]) => {
        const mine = indexes.map((i) => items[i]!);
        let settled: PromiseSettledResult<void>[];
        if (mine.length === 1) settled = await alone(mine);
        else {
          try {
            await queryTouching(
              db,
              mine.flatMap((r) => [
                `engagements|${r.engagement.scope_id}|${r.engagement.gk_engagement_id}`,
                `sessions|${r.session.scope_id}|${r.session.gk_session_id}`,
              ]),
              batchSql(key.split(',')),
              [JSON.stringify(mine.map((r) => r.engagement)), JSON.stringify(mine.map((r) => r.session))],
            );
            settled = mine.map(() => ({ status: 'fulfilled', value: undefined }));
          } catch {
            settled = await alone(mine);
          }
        }
        indexes.forEach((i, j) => (results[i] = settled[j]!));
      }),
    );
    return results;
  };

export async function getEngagement(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<EngagementRow | undefined> {
  const r = await q.query<EngagementRow>(
    `SELECT * FROM engagements WHERE scope_id = $1 AND gk_engagement_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [scopeId, id],
  );
  return r.rows[0];
}

export async function updateEngagement(
  q: Queryable,
  scopeId: string,
  id: string,
  patch: EngagementPatch,
  now: Date,
  activity: boolean,
): Promise<void> {
  const params: unknown[] = [scopeId, id, now];
  const sets: string[] = [];
  for (const [col, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    params.push(col === 'custom_data' ? JSON.stringify(value) : value);
    sets.push(`${col} = $${params.length}${col === 'custom_data' ? '::jsonb' : ''}`);
  }
  sets.push('modified_at = $3');
  if (activity) sets.push('last_activity_at = GREATEST(last_activity_at, $3)');
  await q.query(`UPDATE engagements SET ${sets.join(', ')} WHERE scope_id = $1 AND gk_engagement_id = $2`, params);
}

/** Activity in one of its sessions keeps an active engagement alive. */
export async function touchEngagement(q: Queryable, scopeId: string, id: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE engagements SET last_activity_at = GREATEST(last_activity_at, $3)
     WHERE scope_id = $1 AND gk_engagement_id = $2 AND is_active`,
    [scopeId, id, now],
  );
}

/**
 * Activity in a session joining the engagement: keeps it alive if active (one statement, which
 * locks it until the transaction ends) and says whether it is; undefined: no such engagement in
 * the scope. A stopped one is read locked, as a concurrent stop may have just made it so.
 */
export async function touchEngagementIfAny(
  q: Queryable,
  scopeId: string,
  id: string,
  now: Date,
): Promise<{ is_active: boolean } | undefined> {
  const touched = await q.query<{ is_active: boolean }>(
    `UPDATE engagements SET last_activity_at = GREATEST(last_activity_at, $3)
      WHERE scope_id = $1 AND gk_engagement_id = $2 AND is_active RETURNING is_active`,
    [scopeId, id, now],
  );
  return touched.rows[0] ?? (await getEngagement(q, scopeId, id, true));
}

/** Stops an engagement and, with it, its sessions that are still active. */
export async function stopEngagementRow(
  q: Queryable,
  scopeId: string,
  id: string,
  at: Date,
  stopConfigsetId: string | null,
  postCallMs: number,
): Promise<number> {
  await q.query(
    `UPDATE engagements SET is_active = false, completion_timestamp = $3, modified_at = $3, stop_configset_id = $4
     WHERE scope_id = $1 AND gk_engagement_id = $2 AND is_active`,
    [scopeId, id, at, stopConfigsetId],
  );
  return stopSessionsOfEngagements(q, scopeId, [id], postCallMs);
}

/** What a verdict records. */
export interface Verdict {
  verdict: string;
  description: string | null;
  amount: string | null;
  analystId: string;
  at: Date;
  resetEnroll: boolean;
}

/** The verdict's SET list, its parameters from `first` on. */
function verdictSets(v: Verdict, first: number): { sql: string; params: unknown[] } {
  const [verdict, description, amount, analyst, at, reset] = [0, 1, 2, 3, 4, 5].map((i) => `$${first + i}`);
  return {
    sql: `verdict = ${verdict}, verdict_description = ${description}, verdict_amount = ${amount}::bigint,
       verdict_analyst_id = ${analyst}, verdict_timestamp = ${at}, modified_at = ${at},
       enroll_attributes_reset_at = CASE WHEN ${reset}::boolean THEN ${at} ELSE enroll_attributes_reset_at END`,
    params: [v.verdict, v.description, v.amount, v.analystId, v.at, v.resetEnroll],
  };
}

/** Records a verdict; false when the scope has no such engagement. */
export async function setVerdict(q: Queryable, scopeId: string, id: string, v: Verdict): Promise<boolean> {
  const sets = verdictSets(v, 3);
  const r = await q.query(`UPDATE engagements SET ${sets.sql} WHERE scope_id = $1 AND gk_engagement_id = $2`, [
    scopeId,
    id,
    ...sets.params,
  ]);
  return r.rowCount > 0;
}

/**
 * The engagement's expiry (sessions deps.ts begin, with the timeouts `t`, kept as `version` or
 * fixed) and the verdict in one statement, a transaction of its own: what begin and setVerdict do
 * in a transaction, with one round trip instead of four. `applied: false`: the kept timeouts are
 * no longer in force, and nothing was written.
 */
export async function setVerdictWithExpiry(
  q: Queryable,
  scopeId: string,
  id: string,
  v: Verdict,
  t: SessionTimeouts,
  version: string | undefined,
): Promise<{ applied: boolean; found: boolean }> {
  const expiry = engagementExpiryCtes(scopeId, v.at, t, { engagementId: id }, version);
  const sets = verdictSets(v, expiry.params.length + 1);
  const r = await q.query<{ applied: boolean; found: boolean }>(
    `${expiry.sql},
          w AS (
       UPDATE engagements SET ${sets.sql}, ${STOP_IF_DUE}
       WHERE scope_id = $1 AND gk_engagement_id = $8 AND (SELECT ok FROM v)
       RETURNING 1)
     SELECT (SELECT ok FROM v) AS applied, EXISTS (SELECT 1 FROM w) AS found`,
    [...expiry.params, ...sets.params],
  );
  return r.rows[0]!;
}

/** The newest engagement of the scope carrying that external ID. */
export async function findByExternalId(
  q: Queryable,
  scopeId: string,
  engagementId: string,
): Promise<string | undefined> {
  const r = await q.query<{ id: string }>(
    `SELECT gk_engagement_id AS id FROM engagements WHERE scope_id = $1 AND engagement_id = $2
     ORDER BY created_at DESC, gk_engagement_id DESC LIMIT 1`,
    [scopeId, engagementId],
  );
  return r.rows[0]?.id;
}

type CorrelatedRow = Pick<
  EngagementRow,
  'gk_engagement_id' | 'engagement_id' | 'is_active' | 'created_at' | 'last_activity_at'
>;

export async function listCorrelated(
  q: Queryable,
  scopeId: string,
  correlationId: string,
  limit: number,
): Promise<CorrelatedRow[]> {
  const r = await q.query<CorrelatedRow>(
    `SELECT gk_engagement_id, engagement_id, is_active, created_at, last_activity_at FROM engagements
     WHERE scope_id = $1 AND correlation_id = $2 ORDER BY created_at DESC, gk_engagement_id DESC LIMIT $3`,
    [scopeId, correlationId, limit],
  );
  return r.rows;
}

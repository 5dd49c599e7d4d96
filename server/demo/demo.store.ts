// The demo seeder's own SQL: whether a scope is seeded yet, bulk inserts straight into the areas'
// tables (the demo writes a year of history in a few statements, which no RPC or area store does),
// and the few reads and touches it needs of rows it wrote.
import type { Db, Queryable } from '../db/types.js';

type Row = Record<string, unknown>;

/** Does the scope have any rows in `table` yet (the seeder's "already seeded" check)? */
export async function scopeHasRows(
  q: Queryable,
  table: 'engagements' | 'voiceprint_profiles' | 'configset_revisions' | 'media_segments',
  scopeId: string,
): Promise<boolean> {
  const r = await q.query(`SELECT 1 FROM ${table} WHERE scope_id = $1 LIMIT 1`, [scopeId]);
  return r.rows.length > 0;
}

/** Has the event log any record of the topic? */
export async function topicHasRecords(q: Queryable, topic: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM event_log_records WHERE topic = $1 LIMIT 1', [topic]);
  return r.rows.length > 0;
}

/** The latest sessions of every scope, newest first. */
export async function recentSessions(
  q: Queryable,
  limit: number,
): Promise<{ gk_engagement_id: string; gk_session_id: string }[]> {
  const r = await q.query<{ gk_engagement_id: string; gk_session_id: string }>(
    `SELECT gk_engagement_id, gk_session_id FROM sessions ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
  return r.rows;
}

/** How many of these clients exist. */
export async function countClients(q: Queryable, clientIds: string[]): Promise<number> {
  const r = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM clients WHERE client_id = ANY($1::text[])`, [
    clientIds,
  ]);
  return r.rows[0]?.n ?? 0;
}

/**
 * The first session of each of the scope's `limit` engagements that come first when fraud
 * decisions lead and the newest follow (engagements without a session left out). Sorted and cut
 * in SQL before the first sessions are looked up: joining every engagement to its first session
 * and sorting them all here took a quarter of a second of the one connection.
 */
export async function fraudFirstSessions(
  db: Db,
  scopeId: string,
  limit: number,
): Promise<{ gk_engagement_id: string; gk_session_id: string }[]> {
  const r = await db.query<{ gk_engagement_id: string; gk_session_id: string }>(
    `SELECT e.gk_engagement_id, s.gk_session_id
       FROM (SELECT gk_engagement_id, scope_id, decision, created_at FROM engagements e
              WHERE scope_id = $1
                AND EXISTS (SELECT 1 FROM sessions
                             WHERE scope_id = e.scope_id AND gk_engagement_id = e.gk_engagement_id)
              ORDER BY (decision IS NOT DISTINCT FROM 'DECISION_FRAUD') DESC, created_at DESC, gk_engagement_id
              LIMIT $2) e
       CROSS JOIN LATERAL (
         SELECT gk_session_id FROM sessions
          WHERE scope_id = e.scope_id AND gk_engagement_id = e.gk_engagement_id
          ORDER BY created_at LIMIT 1) s
      ORDER BY (e.decision IS NOT DISTINCT FROM 'DECISION_FRAUD') DESC, e.created_at DESC, e.gk_engagement_id`,
    [scopeId, limit],
  );
  return r.rows;
}

/** Which of these voiceprint owners the scope has (a seeding a stop cut short). */
export async function existingOwnerIds(q: Queryable, scopeId: string, ids: string[]): Promise<Set<string>> {
  const r = await q.query<{ gk_owner_id: string }>(
    `SELECT gk_owner_id FROM voiceprint_owners WHERE scope_id = $1 AND gk_owner_id = ANY($2::uuid[])`,
    [scopeId, ids],
  );
  return new Set(r.rows.map((row) => row.gk_owner_id));
}

/** Which of these engagements the scope has (a sessions seeding a stop cut short). */
export async function existingEngagementIds(q: Queryable, scopeId: string, ids: string[]): Promise<Set<string>> {
  const r = await q.query<{ gk_engagement_id: string }>(
    `SELECT gk_engagement_id FROM engagements WHERE scope_id = $1 AND gk_engagement_id = ANY($2::uuid[])`,
    [scopeId, ids],
  );
  return new Set(r.rows.map((row) => row.gk_engagement_id));
}

/** Which of these media segments the scope has (a demo audio seeding a stop cut short). */
export async function existingSegmentIds(q: Queryable, scopeId: string, ids: string[]): Promise<Set<string>> {
  const r = await q.query<{ gk_media_segment_id: string }>(
    `SELECT gk_media_segment_id FROM media_segments WHERE scope_id = $1 AND gk_media_segment_id = ANY($2::uuid[])`,
    [scopeId, ids],
  );
  return new Set(r.rows.map((row) => row.gk_media_segment_id));
}

/** Which of these caller-ID rules the scope already has. */
export async function existingRuleIds(q: Queryable, scopeId: string, ids: string[]): Promise<string[]> {
  const r = await q.query<{ gk_callerid_rule_id: string }>(
    `SELECT gk_callerid_rule_id FROM callerid_rules WHERE scope_id = $1 AND gk_callerid_rule_id = ANY($2::uuid[])`,
    [scopeId, ids],
  );
  return r.rows.map((row) => row.gk_callerid_rule_id);
}

/** A session's call type (null when it has none). */
export async function sessionCallType(q: Queryable, scopeId: string, gkSessionId: string): Promise<string | null> {
  const r = await q.query<{ call_type: string | null }>(
    `SELECT call_type FROM sessions WHERE scope_id = $1 AND gk_session_id = $2`,
    [scopeId, gkSessionId],
  );
  return r.rows[0]?.call_type ?? null;
}

/** Puts a media segment on legal hold for a case (custom_data.case). */
export async function holdForCase(q: Queryable, gkMediaSegmentId: string, caseId: string): Promise<void> {
  await q.query(`UPDATE media_segments SET legal_hold = true, custom_data = $2::jsonb WHERE gk_media_segment_id = $1`, [
    gkMediaSegmentId,
    JSON.stringify({ case: caseId }),
  ]);
}

/** Sets a media segment's masked intervals. */
export async function maskIntervals(
  q: Queryable,
  gkMediaSegmentId: string,
  intervals: { start: number; end: number; channel: number }[],
): Promise<void> {
  await q.query(`UPDATE media_segments SET masked_intervals = $2::jsonb WHERE gk_media_segment_id = $1`, [
    gkMediaSegmentId,
    JSON.stringify(intervals),
  ]);
}

/** One statement of a seeding chunk: its text and parameters, built before its transaction. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** INSERTs of `rows` (each a column → value map; `jsonCols` sent as JSON), up to 30,000 parameters each. */
export function insertRows(
  table: string,
  cols: readonly string[],
  rows: Row[],
  jsonCols: ReadonlySet<string>,
): Statement[] {
  const perStatement = Math.floor(30_000 / cols.length);
  const out: Statement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const ph = cols.map((c) => {
        const v = row[c] ?? null;
        params.push(jsonCols.has(c) && v !== null ? JSON.stringify(v) : v);
        return `$${params.length}${jsonCols.has(c) ? '::jsonb' : ''}`;
      });
      return `(${ph.join(', ')})`;
    });
    out.push({ sql: `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${tuples.join(', ')}`, params });
  }
  return out;
}

/** INSERTs of whole rows of `table`, 500 at a time as one JSON parameter (json_populate_recordset). */
export function insertJsonRows(table: string, rows: Row[]): Statement[] {
  const out: Statement[] = [];
  for (let i = 0; i < rows.length; i += 500)
    out.push({
      sql: `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`,
      params: [JSON.stringify(rows.slice(i, i + 500))],
    });
  return out;
}

/**
 * Seeds rows a few groups per transaction (`groups` keys, each with all its rows in every table,
 * tables written in the order given), so the seeding never holds the database long: between two
 * chunks, the calls of clients go first (server/db/priority.ts). Each chunk is whole: a group is
 * never half written. A chunk's statements (their SQL, their JSON) are built before its
 * transaction, so the connection is held only while they run. With `written`, the keys already
 * in (a seeding a stop cut short): chunks whose keys are all there are skipped.
 */
export async function seedInChunks(
  db: Db,
  keys: readonly string[],
  perChunk: number,
  statementsOf: (chunk: ReadonlySet<string>) => Statement[],
  written: ReadonlySet<string> = new Set(),
): Promise<number> {
  let chunks = 0;
  for (let i = 0; i < keys.length; i += perChunk) {
    const chunk = new Set(keys.slice(i, i + perChunk).filter((k) => !written.has(k)));
    if (!chunk.size) continue;
    const statements = statementsOf(chunk);
    await db.tx(async (q) => {
      for (const s of statements) await q.query(s.sql, s.params);
    });
    chunks++;
  }
  return chunks;
}

/**
 * Brings the planner's statistics of tables the seeding filled up to date, one table per statement
 * (each a short hold of the connection). Nothing else analyzes them soon enough (PGlite runs no
 * autovacuum): planned for the empty tables they were, the reads that followed the seeding
 * scanned a whole scope's sessions per engagement (the audio targets took 150-280 ms, 1-40 ms
 * after this).
 */
export async function analyzeTables(
  db: Db,
  tables: readonly (
    | 'engagements'
    | 'sessions'
    | 'session_factors'
    | 'session_decision_snapshots'
    | 'voiceprint_owners'
    | 'voiceprint_profiles'
    | 'voiceprint_enrollment_segments'
  )[],
): Promise<void> {
  for (const table of tables) await db.query(`ANALYZE ${table}`);
}

/** Rows grouped by a key (for seedInChunks): the rows of a chunk's keys, in their original order. */
export function groupRows(rows: readonly Row[], keyOf: (row: Row) => string): (keys: ReadonlySet<string>) => Row[] {
  const by = new Map<string, Row[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = by.get(k);
    if (list) list.push(row);
    else by.set(k, [row]);
  }
  return (keys) => [...keys].flatMap((k) => by.get(k) ?? []);
}

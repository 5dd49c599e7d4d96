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

/** Each engagement of the scope with its first session, whether it was decided as fraud, and when it began. */
export async function firstSessionOfEachEngagement(db: Db, scopeId: string): Promise<Row[]> {
  const r = await db.query<Row>(
    `SELECT DISTINCT ON (e.gk_engagement_id) e.gk_engagement_id, s.gk_session_id,
            (e.decision = 'DECISION_FRAUD') AS fraud, e.created_at
       FROM engagements e JOIN sessions s ON s.gk_engagement_id = e.gk_engagement_id AND s.scope_id = e.scope_id
      WHERE e.scope_id = $1
      ORDER BY e.gk_engagement_id, s.created_at`,
    [scopeId],
  );
  return r.rows;
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

export async function insertMany(
  q: Queryable,
  table: string,
  cols: readonly string[],
  rows: Row[],
  jsonCols: ReadonlySet<string>,
): Promise<void> {
  const perStatement = Math.floor(30_000 / cols.length);
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
    await q.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

export async function insertJson(q: Queryable, table: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await q.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [
      JSON.stringify(rows.slice(i, i + 500)),
    ]);
  }
}

/**
 * Seeds rows a few groups per transaction (`groups` keys, each with all its rows in every table,
 * tables written in the order given), so the seeding never holds the database long: between two
 * chunks, the calls of clients go first (server/db/priority.ts). Each chunk is whole: a group is
 * never half written.
 */
export async function seedInChunks(
  db: Db,
  keys: readonly string[],
  perChunk: number,
  write: (q: Queryable, chunk: ReadonlySet<string>) => Promise<void>,
): Promise<number> {
  let chunks = 0;
  for (let i = 0; i < keys.length; i += perChunk) {
    const chunk = new Set(keys.slice(i, i + perChunk));
    await db.tx((q) => write(q, chunk));
    chunks++;
  }
  return chunks;
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

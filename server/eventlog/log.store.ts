// The partitioned log itself: topics and partitions, appends (offsets handed out under the
// partition row's lock, so they have no gaps and commit in order), range reads, offsets, audio,
// and the retention sweep. SQL in PostgreSQL's dialect, run on PGlite or PostgreSQL.
import type { Db, Queryable } from '../db/types.js';
import { packTexts, unpackedText } from '../db/packed-texts.js';

export const DEFAULT_PARTITIONS = 4;
export const RECORD_RETENTION_MS = 28 * 24 * 3600_000;
export const AUDIO_RETENTION_MS = 14 * 24 * 3600_000;

/** The topic's partition count, creating the topic with `partitions` partitions when it is new. */
export async function ensureTopic(db: Db, topic: string, partitions: number, now: Date): Promise<number> {
  const found = await db.query<{ partitions: number }>('SELECT partitions FROM event_log_topics WHERE topic = $1', [
    topic,
  ]);
  if (found.rows[0]) return found.rows[0].partitions;
  return db.tx(async (q) => {
    await q.query(
      `INSERT INTO event_log_topics (topic, partitions, created_at) VALUES ($1, $2, $3) ON CONFLICT (topic) DO NOTHING`,
      [topic, partitions, now],
    );
    const n = (
      await q.query<{ partitions: number }>('SELECT partitions FROM event_log_topics WHERE topic = $1', [topic])
    ).rows[0]!.partitions;
    await q.query(
      `INSERT INTO event_log_partitions (topic, partition)
         SELECT $1, p FROM generate_series(0, $2::int - 1) AS p ON CONFLICT DO NOTHING`,
      [topic, n],
    );
    return n;
  });
}

export interface NewRecord {
  topic: string;
  partition: number;
  key: string;
  value: string;
  ts: Date;
}

// One statement appends a batch: it locks the batch's partition rows in (topic, partition) order
// (a fixed order keeps concurrent writers from deadlocking), advances their next_offset, and
// inserts the records with consecutive offsets per partition in the order given. A statement is
// its own transaction, so the locks are held until the records are committed: offsets have no
// gaps and become visible in order. It was BEGIN, an UPDATE per partition, the INSERT and COMMIT
// (up to 7 statements for the few records an Interpret load gathers in 20 ms); on PGlite each
// statement is a crossing into WASM. A record whose partition row is missing gets a NULL offset,
// which fails the whole statement (nothing is written).
// Each record's place within its partition's run ($5, from 0) is counted by the caller, so the
// records' keys and values go straight from the parameters into the insert: only topics and
// partitions are grouped, and nothing sorts or materialises the values (they are inserted in the
// order given).
// The keys and values arrive packed in one bytea (db/packed-texts.ts: $3, with each one's start and
// length in $6 … $9), not as text[] parameters: for the dialog's records (1-3 KB of JSON each) the
// array literals were about a third of an append's CPU on PGlite.
const APPEND = `WITH runs AS MATERIALIZED (
    SELECT tp, p, count(*) AS n FROM unnest($1::text[], $2::int[]) AS u(tp, p) GROUP BY tp, p
  ), locked AS MATERIALIZED (
    SELECT e.topic, e.partition FROM event_log_partitions e JOIN runs r ON e.topic = r.tp AND e.partition = r.p
     ORDER BY e.topic, e.partition FOR UPDATE OF e
  ), bumped AS (
    UPDATE event_log_partitions e SET next_offset = e.next_offset + r.n
      FROM runs r, locked l
     WHERE e.topic = r.tp AND e.partition = r.p AND l.topic = r.tp AND l.partition = r.p
    RETURNING e.topic, e.partition, e.next_offset - r.n AS first
  )
  INSERT INTO event_log_records (topic, partition, "offset", key, value, ts, bytes)
  SELECT u.tp, u.p, (SELECT f.first FROM bumped f WHERE f.topic = u.tp AND f.partition = u.p) + u.r,
         ${unpackedText('$3', 'u.ks', 'u.kn')}::json, ${unpackedText('$3', 'u.vs', 'u.vn')}::json, u.t, u.kn + u.vn
    FROM unnest($1::text[], $2::int[], $4::timestamptz[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])
      AS u(tp, p, t, r, ks, kn, vs, vn)`;

/** Appends records atomically; each (topic, partition) run gets consecutive offsets, in order. */
export async function appendRecords(db: Db, records: readonly NewRecord[]): Promise<void> {
  if (!records.length) return;
  // Each record's place in its partition's run, in the order given.
  const seen = new Map<string, number>();
  const places = records.map((r) => {
    const run = `${r.partition}\u0000${r.topic}`;
    const at = seen.get(run) ?? 0;
    seen.set(run, at + 1);
    return at;
  });
  // Keys and values packed: record i's key is text 2i, its value 2i + 1.
  const packed = packTexts(records.flatMap((r) => [r.key, r.value]));
  const every = (list: number[], from: number) => list.filter((_, i) => i % 2 === from);
  try {
    await db.query(APPEND, [
      records.map((r) => r.topic),
      records.map((r) => r.partition),
      packed.bytes,
      records.map((r) => r.ts),
      places,
      every(packed.starts, 0),
      every(packed.lengths, 0),
      every(packed.starts, 1),
      every(packed.lengths, 1),
    ]);
  } catch (err) {
    if ((err as { code?: string }).code !== '23502') throw err; // not_null_violation: a missing partition
    const topics = [...new Set(records.map((r) => r.topic))].join(', ');
    throw new Error(`event log: a record's partition does not exist (topics ${topics})`, { cause: err });
  }
}

export interface StoredRecord {
  partition: number;
  offset: string;
  key: string;
  value: string;
}

/** Up to `limit` records of one partition from offset `from`, in offset order: one index range scan. */
export async function readRange(
  q: Queryable,
  topic: string,
  partition: number,
  from: bigint,
  limit: number,
): Promise<StoredRecord[]> {
  const r = await q.query<{ o: string; k: string; v: string }>(
    `SELECT "offset"::text AS o, key::text AS k, value::text AS v FROM event_log_records
      WHERE topic = $1 AND partition = $2 AND "offset" >= $3
      ORDER BY "offset" LIMIT $4`,
    [topic, partition, from.toString(), limit],
  );
  return r.rows.map((x) => ({ partition, offset: x.o, key: x.k, value: x.v }));
}

/**
 * The same range as readRange, but as the API hands it out: the records already written as JSON
 * objects by the database and joined by commas (one result row instead of 1,000 is about three
 * times faster on PGlite), with how many there are and the last offset. It stops before the record
 * that would take the range past `maxBytes` (key and value bytes as stored), except that the first
 * record always comes, so a reader never stalls; the stored sizes are summed, so records past the
 * budget are never read.
 */
export async function readRangeJson(
  q: Queryable,
  topic: string,
  partition: number,
  from: bigint,
  limit: number,
  maxBytes: number,
): Promise<{ json: string; count: number; last: bigint; bytes: number } | undefined> {
  const r = await q.query<{ j: string | null; n: number; last: string | null; bytes: string | null }>(
    `SELECT string_agg('{"topic":' || to_json($1::text)::text || ',"key":' || key::text || ',"value":' || value::text ||
                       ',"partition":' || partition || ',"offset":' || "offset" || '}', ',' ORDER BY "offset") AS j,
            count(*)::int AS n, max("offset")::text AS last, sum(bytes)::text AS bytes
       FROM (SELECT partition, "offset", key, value, bytes,
                    sum(bytes) OVER (ORDER BY "offset") AS running, row_number() OVER (ORDER BY "offset") AS i
               FROM (SELECT partition, "offset", key, value, bytes FROM event_log_records
                      WHERE topic = $1 AND partition = $2 AND "offset" >= $3
                      ORDER BY "offset" LIMIT $4) s) b
      WHERE b.running <= $5 OR b.i = 1`,
    [topic, partition, from.toString(), limit, maxBytes],
  );
  const row = r.rows[0];
  if (!row || !row.n || row.j === null || row.last === null) return undefined;
  return { json: row.j, count: row.n, last: BigInt(row.last), bytes: Number(row.bytes) };
}

/** The topic's high-water marks summed: it changes whenever anything is written to the topic. */
export async function topicEnd(q: Queryable, topic: string): Promise<string> {
  const r = await q.query<{ s: string | null }>(
    'SELECT sum(next_offset)::text AS s FROM event_log_partitions WHERE topic = $1',
    [topic],
  );
  return r.rows[0]?.s ?? '0';
}

export interface PartitionOffsets {
  beginning: bigint;
  end: bigint;
}

/** Beginning = oldest offset still kept (end when the partition is empty); end = next offset written. */
export async function partitionOffsets(
  q: Queryable,
  topic: string,
  partitions: readonly number[],
): Promise<Map<number, PartitionOffsets>> {
  const r = await q.query<{ partition: number; end_offset: string; beginning: string | null }>(
    `SELECT p.partition, p.next_offset::text AS end_offset,
            (SELECT min(r."offset") FROM event_log_records r
              WHERE r.topic = p.topic AND r.partition = p.partition)::text AS beginning
       FROM event_log_partitions p WHERE p.topic = $1 AND p.partition = ANY($2::int[])`,
    [topic, partitions],
  );
  const out = new Map<number, PartitionOffsets>();
  for (const row of r.rows) {
    const end = BigInt(row.end_offset);
    out.set(row.partition, { beginning: row.beginning === null ? end : BigInt(row.beginning), end });
  }
  return out;
}

export async function putAudio(
  db: Queryable,
  a: { urn: string; topic: string; sampleRate: number; pcm: Buffer; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO event_log_audio (urn, topic, sample_rate, pcm, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (urn) DO NOTHING`,
    [a.urn, a.topic, a.sampleRate, a.pcm, a.at],
  );
}

export async function getAudio(
  db: Queryable,
  topic: string,
  urn: string,
  now: Date,
): Promise<{ pcm: Buffer; sampleRate: number } | undefined> {
  const r = await db.query<{ pcm: Uint8Array; sample_rate: number }>(
    'SELECT pcm, sample_rate FROM event_log_audio WHERE urn = $1 AND topic = $2 AND created_at >= $3',
    [urn, topic, new Date(now.getTime() - AUDIO_RETENTION_MS)],
  );
  const row = r.rows[0];
  return row ? { pcm: Buffer.from(row.pcm), sampleRate: row.sample_rate } : undefined;
}

/** Deletes records older than 28 days and audio older than 14 days; returns what went. */
export async function sweepRetention(db: Queryable, now: Date): Promise<{ records: number; audio: number }> {
  const records = await db.query('DELETE FROM event_log_records WHERE ts < $1', [
    new Date(now.getTime() - RECORD_RETENTION_MS),
  ]);
  const audio = await db.query('DELETE FROM event_log_audio WHERE created_at < $1', [
    new Date(now.getTime() - AUDIO_RETENTION_MS),
  ]);
  return { records: records.rowCount, audio: audio.rowCount };
}

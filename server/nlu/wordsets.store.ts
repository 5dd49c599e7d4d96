// SQL for compiled interpretation wordsets (table nlu_wordsets; the rules are in wordsets.ts). An
// expired row reads as absent everywhere and the sweep removes it. The compiled wordset is stored
// gzipped (migration 0027): (de)compressing runs in libuv's pool, and the database, on PGlite the
// server's own thread, handles a tenth of the bytes.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Clock } from '../../wire/clock.js';
import type { Db, Queryable } from '../db/types.js';
import type { Wordset } from './entities.js';

/** Retention of a compiled wordset after its last compile (28 days). */
export const WORDSET_RETENTION_MS = 28 * 24 * 3600 * 1000;
export interface StoredWordset {
  appId: string;
  urn: string;
  modelUrn: string;
  wordset: Wordset;
  entities: string[];
  terms: number;
  checksum: string;
  metadata: Record<string, string>;
  jobId: string;
  version: number;
  compiledAt: Date;
  expiresAt: Date;
}

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

interface Row {
  app_id: string;
  urn: string;
  model_urn: string;
  /** Rows written before migration 0027; later ones have compiled_gz. */
  compiled: Wordset | string | null;
  compiled_gz: Uint8Array | null;
  entities: string[];
  terms: number;
  checksum: string;
  metadata: Record<string, string> | string;
  job_id: string;
  version: number;
  compiled_at: Date | string;
  expires_at: Date | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function fromRow(r: Row): Promise<StoredWordset> {
  const wordset = r.compiled_gz
    ? (JSON.parse((await gunzip(r.compiled_gz)).toString('utf8')) as Wordset)
    : json(r.compiled as Wordset | string);
  return {
    appId: r.app_id,
    urn: r.urn,
    modelUrn: r.model_urn,
    wordset,
    entities: r.entities,
    terms: r.terms,
    checksum: r.checksum,
    metadata: json(r.metadata),
    jobId: r.job_id,
    version: r.version,
    compiledAt: new Date(r.compiled_at),
    expiresAt: new Date(r.expires_at),
  };
}

/** The app's wordset under this URN, unless it has none or it has expired. */
export async function findWordset(
  db: Queryable,
  appId: string,
  urn: string,
  now: Date,
): Promise<StoredWordset | undefined> {
  const r = await db.query<Row>(
    `SELECT app_id, urn, model_urn, compiled, compiled_gz, entities, terms, checksum, metadata, job_id, version,
            compiled_at, expires_at
       FROM nlu_wordsets WHERE app_id = $1 AND urn = $2 AND expires_at > $3`,
    [appId, urn, now.toISOString()],
  );
  return r.rows[0] ? await fromRow(r.rows[0]) : undefined;
}

/** Stores a compiled wordset (replacing what the URN held), in one transaction; returns it as stored. */
export async function storeWordset(
  db: Db,
  w: {
    appId: string;
    urn: string;
    contextTag: string;
    name: string;
    language: string;
    modelUrn: string;
    wordset: Wordset;
    checksum: string;
    metadata: Record<string, string>;
    jobId: string;
    now: Date;
    retentionMs?: number;
  },
): Promise<StoredWordset> {
  const expiresAt = new Date(w.now.getTime() + (w.retentionMs ?? WORDSET_RETENTION_MS));
  const entities = Object.keys(w.wordset);
  const terms = entities.reduce((n, e) => n + w.wordset[e]!.length, 0);
  const compiledGz = await gzip(JSON.stringify(w.wordset));
  const row = await db.tx(async (q) => {
    // An expired row is gone as far as clients can tell: a compile over it starts again at version 1.
    await q.query('DELETE FROM nlu_wordsets WHERE app_id = $1 AND urn = $2 AND expires_at <= $3', [
      w.appId,
      w.urn,
      w.now.toISOString(),
    ]);
    const r = await q.query<Row>(
      `INSERT INTO nlu_wordsets (app_id, urn, context_tag, name, language, model_urn, compiled_gz, entities, terms,
         checksum, metadata, job_id, compiled_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (app_id, urn) DO UPDATE SET model_urn = EXCLUDED.model_urn, compiled = NULL,
         compiled_gz = EXCLUDED.compiled_gz,
         entities = EXCLUDED.entities, terms = EXCLUDED.terms, checksum = EXCLUDED.checksum,
         metadata = EXCLUDED.metadata, job_id = EXCLUDED.job_id, compiled_at = EXCLUDED.compiled_at,
         expires_at = EXCLUDED.expires_at, version = nlu_wordsets.version + 1
       RETURNING app_id, urn, model_urn, entities, terms, checksum, metadata, job_id, version,
         compiled_at, expires_at`,
      [
        w.appId,
        w.urn,
        w.contextTag,
        w.name,
        w.language,
        w.modelUrn,
        compiledGz,
        entities,
        terms,
        w.checksum,
        JSON.stringify(w.metadata),
        w.jobId,
        w.now.toISOString(),
        expiresAt.toISOString(),
      ],
    );
    return r.rows[0]!;
  });
  // The wordset as given, not read back: it is what was just compressed.
  return fromRow({ ...row, compiled: w.wordset, compiled_gz: null });
}

/** Deletes the app's wordset under this URN; false when it had none (or only an expired one). */
export async function deleteWordset(db: Db, appId: string, urn: string, now: Date): Promise<boolean> {
  return db.tx(async (q) => {
    const r = await q.query<{ expires_at: Date | string }>(
      'DELETE FROM nlu_wordsets WHERE app_id = $1 AND urn = $2 RETURNING expires_at',
      [appId, urn],
    );
    const gone = r.rows[0];
    return !!gone && new Date(gone.expires_at).getTime() > now.getTime();
  });
}

/** Removes expired wordsets (all apps); returns how many. */
export async function sweepExpiredWordsets(db: Db, clock: Clock): Promise<number> {
  return db.tx(async (q) => {
    const r = await q.query<{ urn: string }>('DELETE FROM nlu_wordsets WHERE expires_at <= $1 RETURNING urn', [
      clock.now().toISOString(),
    ]);
    return r.rows.length;
  });
}

/** The job that compiled the app's wordset under this URN (its cache key), unless it has none or it has expired. */
export async function wordsetJobId(db: Queryable, appId: string, urn: string, now: Date): Promise<string | undefined> {
  const v = await db.query<{ job_id: string }>(
    'SELECT job_id FROM nlu_wordsets WHERE app_id = $1 AND urn = $2 AND expires_at > $3',
    [appId, urn, now.toISOString()],
  );
  return v.rows[0]?.job_id;
}

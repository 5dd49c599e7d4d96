// Compiled interpretation wordsets (seed 000 sections 2.3 and 2.5): one row per (app, wordset URN)
// in nlu_wordsets, compiled against one of the app's semantic models (the companion) and read by
// Interpret through a per-process cache keyed by app, URN and version.
//
// Rules of our own where the seed says "not shown":
// - Compiling normalizes the wordset (literals and spoken forms trimmed, entries with the same
//   literal merged, spoken forms that repeat the literal dropped) and fingerprints it (SHA-256).
// - Compiling to a URN that holds the same content for the same model is ALREADY_EXISTS; other
//   content replaces the stored wordset (a new version) and restarts its retention.
// - A compiled wordset expires RETENTION_MS after its last compile: from then on every operation
//   sees it as NOT_FOUND, and the server's sweep removes the row.
import { createHash } from 'node:crypto';
import type { Clock } from '../../wire/clock.js';
import type { Db, Queryable } from '../db/types.js';
import { EventLoopSlices } from '../rpc/budgets.js';
import type { Wordset } from './entities.js';

/** Retention of a compiled wordset after its last compile (28 days). */
export const WORDSET_RETENTION_MS = 28 * 24 * 3600 * 1000;
/** Limits of a compiled wordset (an inline one is meant for under 100 terms per entity, seed 000 section 8). */
export const WORDSET_LIMITS = { entities: 100, terms: 50_000, termChars: 256, spokenPerTerm: 20 } as const;

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

/**
 * The wordset in canonical form: entities sorted, entries merged by literal, spoken forms unique.
 * Up to 50,000 terms: worked in slices that yield (budgets.ts), not one block of the event loop.
 */
export async function normalizeWordset(ws: Wordset, slices = compileSlices()): Promise<Wordset> {
  const out: Wordset = {};
  for (const entity of Object.keys(ws).sort()) {
    const byLiteral = new Map<string, { literal: string; spoken: Set<string> }>();
    for (const e of ws[entity]!) {
      await slices.next();
      const literal = e.literal.trim();
      const key = literal.toLowerCase();
      const entry = byLiteral.get(key) ?? { literal, spoken: new Set<string>() };
      for (const s of e.spoken ?? []) {
        const spoken = s.trim();
        if (spoken && spoken.toLowerCase() !== key) entry.spoken.add(spoken);
      }
      byLiteral.set(key, entry);
    }
    out[entity] = [...byLiteral.values()].map((e) =>
      e.spoken.size ? { literal: e.literal, spoken: [...e.spoken] } : { literal: e.literal },
    );
  }
  return out;
}

/** A compile's own slices: yielding, with no total cap (a compile job may take its time). */
const compileSlices = () => new EventLoopSlices('compiling a wordset', undefined, Number.POSITIVE_INFINITY);

/** Problems with a parsed wordset's size, each naming where (`wordset: ENTITY[3].literal ...`). */
export function wordsetLimitProblems(ws: Wordset): string[] {
  const problems: string[] = [];
  const entities = Object.keys(ws);
  if (!entities.length) problems.push('must name at least one entity');
  if (entities.length > WORDSET_LIMITS.entities)
    problems.push(`must name at most ${WORDSET_LIMITS.entities} entities (got ${entities.length})`);
  let terms = 0;
  for (const entity of entities) {
    const entries = ws[entity]!;
    if (!entries.length) problems.push(`entity ${entity} has no entries`);
    terms += entries.length;
    entries.forEach((e, i) => {
      if (problems.length >= 20) return;
      if (e.literal.length > WORDSET_LIMITS.termChars)
        problems.push(`${entity}[${i}].literal must be at most ${WORDSET_LIMITS.termChars} characters`);
      if ((e.spoken?.length ?? 0) > WORDSET_LIMITS.spokenPerTerm)
        problems.push(`${entity}[${i}].spoken must have at most ${WORDSET_LIMITS.spokenPerTerm} entries`);
      if (e.spoken?.some((s) => s.length > WORDSET_LIMITS.termChars))
        problems.push(`${entity}[${i}].spoken entries must be at most ${WORDSET_LIMITS.termChars} characters`);
    });
  }
  if (terms > WORDSET_LIMITS.terms) problems.push(`must have at most ${WORDSET_LIMITS.terms} entries (got ${terms})`);
  return problems.slice(0, 20);
}

/**
 * SHA-256 of the JSON text of [modelUrn, normalized], hashed entry by entry in slices that yield
 * (the same digest as hashing that text at once).
 */
export async function wordsetChecksum(
  normalized: Wordset,
  modelUrn: string,
  slices = compileSlices(),
): Promise<string> {
  const hash = createHash('sha256').update(`[${JSON.stringify(modelUrn)},{`);
  for (const [i, entity] of Object.keys(normalized).entries()) {
    hash.update(`${i ? ',' : ''}${JSON.stringify(entity)}:[`);
    let first = true;
    for (const entry of normalized[entity]!) {
      await slices.next();
      hash.update(`${first ? '' : ','}${JSON.stringify(entry)}`);
      first = false;
    }
    hash.update(']');
  }
  return hash.update('}]').digest('hex');
}

interface Row {
  app_id: string;
  urn: string;
  model_urn: string;
  compiled: Wordset | string;
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

function fromRow(r: Row): StoredWordset {
  return {
    appId: r.app_id,
    urn: r.urn,
    modelUrn: r.model_urn,
    wordset: json(r.compiled),
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
    `SELECT app_id, urn, model_urn, compiled, entities, terms, checksum, metadata, job_id, version, compiled_at, expires_at
       FROM nlu_wordsets WHERE app_id = $1 AND urn = $2 AND expires_at > $3`,
    [appId, urn, now.toISOString()],
  );
  return r.rows[0] ? fromRow(r.rows[0]) : undefined;
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
  const row = await db.tx(async (q) => {
    // An expired row is gone as far as clients can tell: a compile over it starts again at version 1.
    await q.query('DELETE FROM nlu_wordsets WHERE app_id = $1 AND urn = $2 AND expires_at <= $3', [
      w.appId,
      w.urn,
      w.now.toISOString(),
    ]);
    const r = await q.query<Row>(
      `INSERT INTO nlu_wordsets (app_id, urn, context_tag, name, language, model_urn, compiled, entities, terms,
         checksum, metadata, job_id, compiled_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (app_id, urn) DO UPDATE SET model_urn = EXCLUDED.model_urn, compiled = EXCLUDED.compiled,
         entities = EXCLUDED.entities, terms = EXCLUDED.terms, checksum = EXCLUDED.checksum,
         metadata = EXCLUDED.metadata, job_id = EXCLUDED.job_id, compiled_at = EXCLUDED.compiled_at,
         expires_at = EXCLUDED.expires_at, version = nlu_wordsets.version + 1
       RETURNING app_id, urn, model_urn, compiled, entities, terms, checksum, metadata, job_id, version,
         compiled_at, expires_at`,
      [
        w.appId,
        w.urn,
        w.contextTag,
        w.name,
        w.language,
        w.modelUrn,
        JSON.stringify(w.wordset),
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
  return fromRow(row);
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

/**
 * Compiled wordsets ready for Interpret: the parsed wordset per (app, URN), reloaded when the job
 * that compiled it changes (a job ID is never reused, unlike a version, which starts again at 1
 * after a delete or an expiry). Each lookup asks the database for the job ID (one small query),
 * so a delete, a recompile or an expiry elsewhere is seen by the next request.
 */
export class WordsetCache {
  private readonly ready = new Map<string, StoredWordset>();
  private static readonly MAX_ENTRIES = 1000;

  constructor(private readonly db: Db) {}

  async get(appId: string, urn: string, now: Date): Promise<StoredWordset | undefined> {
    const key = `${appId}\u0000${urn}`;
    const v = await this.db.query<{ job_id: string }>(
      'SELECT job_id FROM nlu_wordsets WHERE app_id = $1 AND urn = $2 AND expires_at > $3',
      [appId, urn, now.toISOString()],
    );
    const jobId = v.rows[0]?.job_id;
    if (jobId === undefined) {
      this.ready.delete(key);
      return undefined;
    }
    const hit = this.ready.get(key);
    if (hit && hit.jobId === jobId) return hit;
    const found = await findWordset(this.db, appId, urn, now);
    if (!found) return undefined;
    this.ready.delete(key);
    if (this.ready.size >= WordsetCache.MAX_ENTRIES) this.ready.delete(this.ready.keys().next().value!);
    this.ready.set(key, found);
    return found;
  }
}

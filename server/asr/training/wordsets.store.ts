// Compiled recognition wordsets (table asr_wordsets, migration 0016): private to an app, stored
// with their artefact (inline when small, in the blob store when large), and gone once expired.
//
// Expiry (the seed leaves the rule "not shown"; ours): a compiled wordset lives WORDSET_TTL_MS
// (28 days) after it was compiled or last used by a recognition, whichever is later. An expired
// wordset reads as absent everywhere — metadata and delete answer NOT_FOUND, a recognition treats
// its URN as unknown, and a compile may reuse its URN — and the app's next compile removes it.
import { createHash } from 'node:crypto';
import type { BlobStore } from '../../blobs/blob-store.js';
import { chunksOf } from '../../blobs/blob-store.js';
import type { Db, Queryable } from '../../db/types.js';
import { alreadyExists } from '../../rpc/errors.js';
import type { PreparedWordset } from '../engine/wordset.js';

export const WORDSET_TTL_MS = 28 * 24 * 3600 * 1000;
/** Artefacts larger than this (JSON bytes) go to the blob store rather than the row. */
export const INLINE_ARTIFACT_BYTES = 64 * 1024;

export interface StoredArtifact {
  lines: string[];
  literals: [string, string][];
}

export interface WordsetRow {
  app_id: string;
  urn: string;
  context_tag: string;
  name: string;
  language: string;
  companion_urn: string;
  job_id: string;
  entries: number;
  source_sha256: string;
  artifact_sha256: string;
  artifact: StoredArtifact | null;
  artifact_blob: string | null;
  metadata: Record<string, string>;
  compiled_at: Date;
  used_at: Date | null;
  expires_at: Date;
}

export interface WordsetStoreDeps {
  db: Db;
  blobs?: BlobStore | undefined;
  ttlMs?: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const toArtifact = (w: PreparedWordset): StoredArtifact => ({ lines: w.lines, literals: [...w.literals] });

async function removeExpired(deps: WordsetStoreDeps, q: Queryable, appId: string, now: Date): Promise<void> {
  const gone = await q.query<{ artifact_blob: string | null }>(
    'DELETE FROM asr_wordsets WHERE app_id = $1 AND expires_at <= $2 RETURNING artifact_blob',
    [appId, now.toISOString()],
  );
  for (const r of gone.rows) if (r.artifact_blob) await deps.blobs?.delete(r.artifact_blob, q);
}

/** Is there a live wordset at this URN? (Checked before a compile starts; the insert checks again.) */
export async function wordsetExists(deps: WordsetStoreDeps, appId: string, urn: string, now: Date): Promise<boolean> {
  const r = await deps.db.query('SELECT 1 FROM asr_wordsets WHERE app_id = $1 AND urn = $2 AND expires_at > $3', [
    appId,
    urn,
    now.toISOString(),
  ]);
  return r.rows.length > 0;
}

/** Stores a compiled wordset in one transaction; ALREADY_EXISTS when a live one holds the URN. */
export async function insertWordset(
  deps: WordsetStoreDeps,
  w: {
    appId: string;
    urn: string;
    contextTag: string;
    name: string;
    language: string;
    companionUrn: string;
    jobId: string;
    entries: number;
    source: string;
    artifact: StoredArtifact;
    metadata: Record<string, string>;
    now: Date;
  },
): Promise<WordsetRow> {
  const json = JSON.stringify(w.artifact);
  const artifactSha = sha256(json);
  const large = Buffer.byteLength(json) > INLINE_ARTIFACT_BYTES && deps.blobs !== undefined;
  const blobKey = large ? `asr-wordsets/${sha256(w.appId)}/${w.jobId}.json` : null;
  const expires = new Date(w.now.getTime() + (deps.ttlMs ?? WORDSET_TTL_MS));
  return deps.db.tx(async (q) => {
    await removeExpired(deps, q, w.appId, w.now);
    const r = await q.query<WordsetRow>(
      `INSERT INTO asr_wordsets (app_id, urn, context_tag, name, language, companion_urn, job_id, entries,
         source_sha256, artifact_sha256, artifact, artifact_blob, metadata, compiled_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (app_id, urn) DO NOTHING
       RETURNING *`,
      [
        w.appId,
        w.urn,
        w.contextTag,
        w.name,
        w.language,
        w.companionUrn,
        w.jobId,
        w.entries,
        sha256(w.source),
        artifactSha,
        large ? null : json,
        blobKey,
        JSON.stringify(w.metadata),
        w.now.toISOString(),
        expires.toISOString(),
      ],
    );
    if (!r.rows[0]) throw alreadyExists(`a compiled wordset already exists at ${w.urn}; delete it first`);
    if (blobKey) await deps.blobs!.put(blobKey, chunksOf(Buffer.from(json)), q);
    return r.rows[0];
  });
}

/** The live wordset at this URN, or undefined. */
export async function getWordset(
  deps: WordsetStoreDeps,
  appId: string,
  urn: string,
  now: Date,
): Promise<WordsetRow | undefined> {
  const r = await deps.db.query<WordsetRow>(
    'SELECT * FROM asr_wordsets WHERE app_id = $1 AND urn = $2 AND expires_at > $3',
    [appId, urn, now.toISOString()],
  );
  return r.rows[0];
}

/** Deletes the live wordset at this URN; false when there is none. */
export async function deleteWordset(deps: WordsetStoreDeps, appId: string, urn: string, now: Date): Promise<boolean> {
  return deps.db.tx(async (q) => {
    const r = await q.query<{ artifact_blob: string | null; expires_at: Date }>(
      'DELETE FROM asr_wordsets WHERE app_id = $1 AND urn = $2 RETURNING artifact_blob, expires_at',
      [appId, urn],
    );
    const row = r.rows[0];
    if (row?.artifact_blob) await deps.blobs?.delete(row.artifact_blob, q);
    return !!row && new Date(row.expires_at).getTime() > now.getTime();
  });
}

/**
 * The artefact of the live wordset at this URN, for a recognition (which pushes its expiry out);
 * undefined when there is none.
 */
export async function useWordset(
  deps: WordsetStoreDeps,
  appId: string,
  urn: string,
  now: Date,
): Promise<StoredArtifact | undefined> {
  const r = await deps.db.query<Pick<WordsetRow, 'artifact' | 'artifact_blob'>>(
    `UPDATE asr_wordsets SET used_at = $3, expires_at = GREATEST(expires_at, $4)
     WHERE app_id = $1 AND urn = $2 AND expires_at > $3
     RETURNING artifact, artifact_blob`,
    [appId, urn, now.toISOString(), new Date(now.getTime() + (deps.ttlMs ?? WORDSET_TTL_MS)).toISOString()],
  );
  const row = r.rows[0];
  if (!row) return undefined;
  if (row.artifact) return row.artifact;
  const blob = row.artifact_blob ? await deps.blobs?.get(row.artifact_blob) : undefined;
  if (!blob) return undefined;
  const parts: Buffer[] = [];
  for await (const piece of blob.body) parts.push(Buffer.from(piece));
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as StoredArtifact;
}

/** Does the app have a domain language model at this URN? (Below: its deployed semantic model.) */
export async function dlmExists(db: Queryable, appId: string, contextTag: string, language: string): Promise<boolean> {
  const r = await db.query('SELECT 1 FROM nlu_models WHERE app_id = $1 AND context_tag = $2 AND language = $3', [
    appId,
    contextTag,
    language,
  ]);
  return r.rows.length > 0;
}

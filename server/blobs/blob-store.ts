// The blob store: where audio files and status reports live, behind one interface with three back
// ends: a local folder (the embedded default), PostgreSQL (chunked bytea rows; chosen automatically
// when the server runs on PostgreSQL, so a shared deployment needs nothing but its database) and
// S3-compatible object storage (VIGIL_BLOB_URL=s3://bucket/prefix). Blobs are streamed in and out
// in chunks; every put reports the sha256 and size of what it stored.
import { createHash, type Hash } from 'node:crypto';
import type { Db, Queryable } from '../db/types.js';

export type BlobSource = Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

export interface BlobBody {
  size: number;
  body: AsyncIterable<Uint8Array>;
}

export interface BlobStore {
  readonly kind: 'local' | 'postgres' | 's3';
  /**
   * Stores `source` under `key`, replacing what was there. With `q`, inside that transaction where
   * the back end can (PostgreSQL); otherwise the blob appears whole or not at all.
   */
  put(key: string, source: BlobSource, q?: Queryable): Promise<{ sha256: string; size: number }>;
  /** The blob's size and a stream of its bytes; undefined when there is no such blob. */
  get(key: string): Promise<BlobBody | undefined>;
  /**
   * Begins writing bytes before the transaction that will name them opens, where the back end can
   * do so durably on its own (the local folder: a temporary file, fsynced); absent where it cannot
   * (PostgreSQL writes inside the transaction, S3 at put). The write goes on while the caller does
   * other work; commit() puts the bytes under their key, discard() drops them.
   */
  stage?(source: BlobSource | readonly Uint8Array[]): StagedBlob;
  /** Removes the blob (no error when absent); with `q`, inside that transaction where the back end can. */
  delete(key: string, q?: Queryable): Promise<void>;
  /** Keys under a prefix (maintenance, tests). */
  list(prefix: string): Promise<string[]>;
}

/** Bytes being written ahead of their key (BlobStore.stage). */
export interface StagedBlob {
  /**
   * Waits for the staged bytes to be written and durable, then puts them under `key`, replacing
   * what was there, as put() would. Their size, for the caller to check; they are not hashed again
   * (the caller knows the hash of what it staged).
   */
  commit(key: string): Promise<{ size: number }>;
  /** Drops the staged bytes unless they were committed; safe to call more than once. */
  discard(): Promise<void>;
}

/** Chunk size for streaming and for the PostgreSQL back end's rows. */
export const CHUNK_BYTES = 1 << 20;

/** Slices bytes held in memory into chunks without copying. */
export function* chunksOf(bytes: Uint8Array, size = CHUNK_BYTES): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, Math.min(bytes.length, at + size));
}

/** Regroups a stream into chunks of exactly `size` bytes (the last one shorter), hashing as it goes. */
export async function* rechunk(source: BlobSource, hash: Hash, size = CHUNK_BYTES): AsyncGenerator<Buffer> {
  let parts: Uint8Array[] = [];
  let held = 0;
  for await (const piece of source) {
    const bytes = piece instanceof Uint8Array ? piece : Buffer.from(piece as string);
    hash.update(bytes);
    let at = 0;
    while (at < bytes.length) {
      const take = Math.min(size - held, bytes.length - at);
      parts.push(bytes.subarray(at, at + take));
      held += take;
      at += take;
      if (held === size) {
        yield Buffer.concat(parts, held);
        parts = [];
        held = 0;
      }
    }
  }
  if (held) yield Buffer.concat(parts, held);
}

export const newSha256 = (): Hash => createHash('sha256');

/** Reads a whole blob into memory (for consumers that need every sample at once). */
export async function readAll(blob: BlobBody): Promise<Buffer> {
  const out = Buffer.allocUnsafe(blob.size);
  let at = 0;
  for await (const chunk of blob.body) {
    if (at + chunk.length > out.length) throw new Error('the blob is longer than its recorded size');
    out.set(chunk, at);
    at += chunk.length;
  }
  if (at !== out.length) throw new Error('the blob is shorter than its recorded size');
  return out;
}

export interface BlobStoreConfig {
  db: Db;
  /** The data folder of the local back end. */
  dataDir: string;
  /**
   * VIGIL_BLOB_URL: s3://bucket/prefix for S3, "postgres" or "local" to choose explicitly.
   * Absent: PostgreSQL when the database is PostgreSQL, the local folder otherwise.
   */
  blobUrl?: string | undefined;
}

export type BlobStoreKind = BlobStore['kind'];

export function blobStoreKind(cfg: Pick<BlobStoreConfig, 'db' | 'blobUrl'>): BlobStoreKind {
  const url = cfg.blobUrl?.trim();
  if (url) {
    if (url.startsWith('s3://')) return 's3';
    if (url === 'postgres' || url === 'local') return url;
    throw new Error(`VIGIL_BLOB_URL must be s3://bucket[/prefix], "postgres" or "local" (got "${url}")`);
  }
  return cfg.db.kind === 'postgres' ? 'postgres' : 'local';
}

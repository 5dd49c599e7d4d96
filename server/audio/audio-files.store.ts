// The audio files: blobs keyed audio/<sha256[0:2]>/<sha256>.wav, named by the hash of their bytes,
// in the server's blob store (a local folder, PostgreSQL or S3; see server/blobs/). Reads check the
// hash. Adding and removing a file happen inside a transaction that holds the file's audio_files
// row (and, on PostgreSQL, write or delete the blob's chunks in that same transaction), so a segment
// being deleted cannot remove a file that another upload is adding at the same moment.
import { createHash } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import type { Queryable } from '../db/types.js';
import { RpcError } from '../rpc/errors.js';
import { chunksOf, newSha256, type BlobStore } from '../blobs/blob-store.js';
import { LocalBlobStore } from '../blobs/local.store.js';

const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export const audioBlobKey = (sha: string): string => `audio/${sha.slice(0, 2)}/${sha}.wav`;

/** Content known by its hash and size, whose bytes come as chunks made on demand. */
export interface ChunkedContent {
  sha256: string;
  size: number;
  chunks: () => Iterable<Uint8Array>;
}

export class AudioFileStore {
  readonly blobs: BlobStore;

  /** A blob store, or a data folder for the local one. */
  constructor(store: BlobStore | string) {
    this.blobs = typeof store === 'string' ? new LocalBlobStore(store) : store;
  }

  /** Stores the bytes (inside the caller's transaction) and returns their hash. */
  async put(q: Queryable, content: Uint8Array | ChunkedContent, now: Date): Promise<string> {
    const c: ChunkedContent =
      content instanceof Uint8Array
        ? { sha256: sha256Hex(content), size: content.length, chunks: () => chunksOf(content) }
        : content;
    const sha = c.sha256;
    // Takes (or creates) the row lock before touching the blob.
    await q.query(
      `INSERT INTO audio_files (sha256, byte_size, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (sha256) DO UPDATE SET byte_size = EXCLUDED.byte_size`,
      [sha, c.size, now],
    );
    if (!(await this.intact(sha))) {
      const stored = await this.blobs.put(audioBlobKey(sha), c.chunks(), q);
      if (stored.sha256 !== sha) throw new RpcError(status.DATA_LOSS, `the audio file ${sha} was stored damaged`);
    }
    return sha;
  }

  /** The file's bytes; DATA_LOSS when it is missing or its content no longer matches its hash. */
  async read(sha: string): Promise<Uint8Array> {
    const blob = await this.blobs.get(audioBlobKey(sha));
    if (!blob) throw new RpcError(status.DATA_LOSS, `the audio file ${sha} is missing from the store`);
    const hash = newSha256();
    const out = Buffer.allocUnsafe(blob.size);
    let at = 0;
    for await (const chunk of blob.body) {
      hash.update(chunk);
      if (at + chunk.length <= out.length) out.set(chunk, at);
      at += chunk.length;
    }
    if (at !== out.length || hash.digest('hex') !== sha)
      throw new RpcError(status.DATA_LOSS, `the audio file ${sha} is damaged (content hash mismatch)`);
    return out;
  }

  /** Removes the file when no media segment refers to it any more (inside the caller's transaction). */
  async releaseIfUnused(q: Queryable, sha: string): Promise<boolean> {
    const r = await q.query(
      `DELETE FROM audio_files WHERE sha256 = $1
         AND NOT EXISTS (SELECT 1 FROM media_segments WHERE audio_sha256 = $1)
       RETURNING sha256`,
      [sha],
    );
    if (!r.rows.length) return false;
    await this.blobs.delete(audioBlobKey(sha), q);
    return true;
  }

  /** Every stored audio blob's key (tests and maintenance). */
  list(): Promise<string[]> {
    return this.blobs.list('audio/');
  }

  /** Whether the blob is present with exactly the content its name promises (streamed, not loaded). */
  async intact(sha: string): Promise<boolean> {
    const blob = await this.blobs.get(audioBlobKey(sha));
    if (!blob) return false;
    const hash = newSha256();
    try {
      for await (const chunk of blob.body) hash.update(chunk);
    } catch {
      return false;
    }
    return hash.digest('hex') === sha;
  }
}

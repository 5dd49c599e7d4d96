// The audio files: blobs keyed audio/<sha256[0:2]>/<sha256>.wav, named by the hash of their bytes,
// in the server's blob store (a local folder, PostgreSQL or S3; see server/blobs/). Reads check the
// hash. Adding and removing a file happen inside a transaction that holds the file's audio_files
// row (and, on PostgreSQL, write or delete the blob's chunks in that same transaction), so a segment
// being deleted cannot remove a file that another upload is adding at the same moment.
import { createHash } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import type { Queryable } from '../db/types.js';
import { RpcError } from '../rpc/errors.js';
import { chunksOf, newSha256, type BlobStore, type StagedBlob } from '../blobs/blob-store.js';
import { LocalBlobStore } from '../blobs/local.store.js';

const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export const audioBlobKey = (sha: string): string => `audio/${sha.slice(0, 2)}/${sha}.wav`;

/** Content known by its hash and size, whose bytes come as chunks made on demand. */
export interface ChunkedContent {
  sha256: string;
  size: number;
  chunks: () => Iterable<Uint8Array>;
  /** The chunks are views of memory held already: taking them all at once copies nothing. */
  inMemory?: boolean;
}

/** A file's bytes being written ahead of the transaction that stores it (AudioFileStore.stage). */
export interface StagedAudioFile {
  content: ChunkedContent;
  /** Absent when the blob store writes only at put (PostgreSQL inside the transaction, S3). */
  blob: StagedBlob | undefined;
  /** Drops the staged bytes unless put() stored them. */
  discard(): Promise<void>;
}

export class AudioFileStore {
  readonly blobs: BlobStore;

  /** A blob store, or a data folder for the local one. */
  constructor(store: BlobStore | string) {
    this.blobs = typeof store === 'string' ? new LocalBlobStore(store) : store;
  }

  /**
   * Begins writing the content before the transaction that stores it, where the blob store can
   * (the local folder: to a temporary file, fsynced, on the thread pool while the caller goes on);
   * elsewhere nothing happens until put(). Pass the result to put() inside the transaction, and
   * discard() it afterwards whatever happened (nothing is left once it was put).
   */
  stage(content: ChunkedContent): StagedAudioFile {
    return this.stagedAs(content, this.blobs.stage?.(content.inMemory ? [...content.chunks()] : content.chunks()));
  }

  /**
   * Begins writing bytes as they arrive (an upload still being received), before what they are is
   * known; undefined where the blob store cannot stage. Once they are known to be a file's content
   * (every byte of it, in order), stagedAs() makes them something put() stores.
   */
  stageArriving(source: AsyncIterable<Uint8Array>): StagedBlob | undefined {
    return this.blobs.stage?.(source);
  }

  stagedAs(content: ChunkedContent, blob: StagedBlob | undefined): StagedAudioFile {
    return { content, blob, discard: async () => blob?.discard() };
  }

  /**
   * Stores the bytes (inside the caller's transaction) and returns their hash. Staged content is
   * renamed into place, or dropped when the file is there intact already.
   */
  async put(q: Queryable, content: Uint8Array | ChunkedContent | StagedAudioFile, now: Date): Promise<string> {
    const staged = 'blob' in content ? content : undefined;
    const c: ChunkedContent =
      content instanceof Uint8Array
        ? { sha256: sha256Hex(content), size: content.length, chunks: () => chunksOf(content) }
        : 'blob' in content
          ? content.content
          : content;
    const sha = c.sha256;
    // Takes (or creates) the row lock before touching the blob.
    await q.query(
      `INSERT INTO audio_files (sha256, byte_size, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (sha256) DO UPDATE SET byte_size = EXCLUDED.byte_size`,
      [sha, c.size, now],
    );
    if (await this.intact(sha)) {
      await staged?.discard();
    } else if (staged?.blob) {
      // Staged from bytes whose hash is `sha`: only their size is checked.
      const stored = await staged.blob.commit(audioBlobKey(sha));
      if (stored.size !== c.size) throw new RpcError(status.DATA_LOSS, `the audio file ${sha} was stored damaged`);
    } else {
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

  /**
   * After a failed write: makes sure the file has its row (the rolled-back transaction may have taken
   * it away while the blob stayed), then removes it unless a media segment holds it.
   */
  async releaseAfterFailure(q: Queryable, sha: string, now: Date): Promise<boolean> {
    await q.query(
      `INSERT INTO audio_files (sha256, byte_size, created_at) VALUES ($1, 0, $2) ON CONFLICT (sha256) DO NOTHING`,
      [sha, now],
    );
    return this.releaseIfUnused(q, sha);
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

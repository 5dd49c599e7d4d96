// The audio files: <dataDir>/audio/<sha256[0:2]>/<sha256>.wav, named by the hash of their bytes.
// Writes go to a temporary file, are fsynced and renamed into place; reads check the hash. Adding
// and removing a file happen inside a transaction that holds the file's audio_files row, so a
// segment being deleted cannot remove a file that another upload is adding at the same moment.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { status } from '@grpc/grpc-js';
import type { Queryable } from '../db/types.js';
import { RpcError } from '../rpc/errors.js';

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export class AudioFileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'audio');
  }

  pathFor(sha: string): string {
    return path.join(this.root, sha.slice(0, 2), `${sha}.wav`);
  }

  /** Stores the bytes (inside the caller's transaction) and returns their hash. */
  async put(q: Queryable, bytes: Uint8Array, now: Date): Promise<string> {
    const sha = sha256Hex(bytes);
    // Takes (or creates) the row lock before touching the file.
    await q.query(
      `INSERT INTO audio_files (sha256, byte_size, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (sha256) DO UPDATE SET byte_size = EXCLUDED.byte_size`,
      [sha, bytes.length, now],
    );
    const target = this.pathFor(sha);
    if (!(await this.intact(target, sha))) await writeAtomically(target, bytes);
    return sha;
  }

  /** The file's bytes; DATA_LOSS when it is missing or its content no longer matches its hash. */
  async read(sha: string): Promise<Uint8Array> {
    let bytes: Buffer;
    try {
      bytes = await fs.promises.readFile(this.pathFor(sha));
    } catch {
      throw new RpcError(status.DATA_LOSS, `the audio file ${sha} is missing from the store`);
    }
    if (sha256Hex(bytes) !== sha)
      throw new RpcError(status.DATA_LOSS, `the audio file ${sha} is damaged (content hash mismatch)`);
    return bytes;
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
    await fs.promises.rm(this.pathFor(sha), { force: true });
    return true;
  }

  /** Every stored file (tests and maintenance). */
  async list(): Promise<string[]> {
    if (!fs.existsSync(this.root)) return [];
    const entries = await fs.promises.readdir(this.root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  }

  private async intact(file: string, sha: string): Promise<boolean> {
    try {
      return sha256Hex(await fs.promises.readFile(file)) === sha;
    } catch {
      return false;
    }
  }
}

async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  const dir = path.dirname(target);
  await fs.promises.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(target)}.${randomUUID()}.tmp`);
  const fh = await fs.promises.open(tmp, 'wx', 0o600);
  try {
    await fh.writeFile(bytes);
    await fh.sync();
  } finally {
    await fh.close();
  }
  try {
    await fs.promises.rename(tmp, target);
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  // Make the rename itself durable (not possible on every platform; best effort).
  const dh = await fs.promises.open(dir, 'r').catch(() => undefined);
  await dh?.sync().catch(() => undefined);
  await dh?.close();
}

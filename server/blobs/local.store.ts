// The local back end: <dataDir>/<key>, written to a temporary file beside its target, fsynced and
// renamed into place, so a reader sees the whole blob or none. A staged blob is written the same way
// to <dataDir>/.staged/ before its key is known, and renamed into place by its commit. This is the embedded default and
// keeps the layout earlier versions used (<dataDir>/audio/…, <dataDir>/status-jobs/…).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { newSha256, type BlobSource, type BlobStore, type StagedBlob } from './blob-store.js';

export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  pathFor(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`blob key "${key}" leaves the store`);
    return file;
  }

  async put(key: string, source: BlobSource): Promise<{ sha256: string; size: number }> {
    const target = this.pathFor(key);
    const dir = path.dirname(target);
    await fs.promises.mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${path.basename(target)}.${randomUUID()}.tmp`);
    const hash = newSha256();
    let size = 0;
    const fh = await fs.promises.open(tmp, 'wx', 0o600);
    try {
      try {
        for await (const chunk of source) {
          // The write runs on libuv's thread pool while this thread hashes the same chunk.
          const written = fh.write(chunk);
          hash.update(chunk);
          size += chunk.length;
          await written;
        }
        await fh.sync();
      } finally {
        await fh.close();
      }
      await fs.promises.rename(tmp, target);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
    await syncDir(dir);
    return { sha256: hash.digest('hex'), size };
  }

  /**
   * Opens a temporary file in <root>/.staged/ and hands the write to the thread pool at once: an
   * array of chunks (bytes held in memory) as one gathered write, so it runs to its end, durable,
   * while this thread is busy; other sources (bytes still arriving) a chunk at a time as they come,
   * flushed to disk as they go, then fsynced. commit() waits for that, then renames the file under
   * its key as put() does.
   */
  stage(source: BlobSource | readonly Uint8Array[]): StagedBlob {
    const dir = path.join(this.root, STAGING);
    fs.mkdirSync(dir, { recursive: true });
    this.sweepStaged(dir);
    const tmp = path.join(dir, `${randomUUID()}.tmp`);
    let written: Promise<number>;
    try {
      const { O_WRONLY, O_CREAT, O_EXCL, O_DSYNC } = fs.constants;
      // The gathered write, where the platform has O_DSYNC, returns with its bytes on disk (as
      // after fdatasync), in the same thread-pool task; otherwise an fsync follows the writes.
      const dsync = isChunkArray(source) && O_DSYNC !== undefined;
      const fd = fs.openSync(tmp, O_WRONLY | O_CREAT | O_EXCL | (dsync ? O_DSYNC : 0), 0o600);
      written = writeAndSync(fd, source, !dsync);
    } catch (err) {
      written = Promise.reject(err as Error);
    }
    // Awaited by commit or discard; until then a failure must not count as unhandled.
    written.catch(() => undefined);
    let settled = false;
    return {
      commit: async (key) => {
        if (settled) throw new Error('a staged blob is committed or discarded once');
        settled = true;
        const target = this.pathFor(key);
        try {
          const size = await written;
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.rename(tmp, target);
          await syncDir(path.dirname(target));
          return { size };
        } catch (err) {
          await written.catch(() => undefined);
          await fs.promises.rm(tmp, { force: true });
          throw err;
        }
      },
      discard: async () => {
        if (settled) return;
        settled = true;
        await written.catch(() => undefined);
        await fs.promises.rm(tmp, { force: true });
      },
    };
  }

  private swept = false;

  /**
   * Removes, once per store and in the background, staged files a crash left behind: those nothing
   * has written to for a day (a live stage writes at least every few megabytes).
   */
  private sweepStaged(dir: string): void {
    if (this.swept) return;
    this.swept = true;
    void (async () => {
      for (const name of await fs.promises.readdir(dir)) {
        const file = path.join(dir, name);
        const st = await fs.promises.stat(file).catch(() => undefined);
        if (name.endsWith('.tmp') && st && Date.now() - st.mtimeMs > STALE_STAGED_MS)
          await fs.promises.rm(file, { force: true });
      }
    })().catch(() => undefined);
  }

  async get(key: string) {
    const file = this.pathFor(key);
    let size: number;
    try {
      size = (await fs.promises.stat(file)).size;
    } catch {
      return undefined;
    }
    // Opened when first read, so a body never read (HEAD) holds no file handle.
    async function* body(): AsyncGenerator<Uint8Array> {
      yield* fs.createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>;
    }
    return { size, body: body() };
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathFor(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    if (prefix === STAGING || prefix.startsWith(`${STAGING}/`)) return [];
    const dir = path.join(this.root, prefix);
    if (!fs.existsSync(dir)) return [];
    const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }
}

/** The folder, under the root, of blobs staged ahead of their key (so on the same file system). */
const STAGING = '.staged';
const STALE_STAGED_MS = 24 * 3600_000;

/**
 * Writes `source` to the open file `fd`, fsyncs it (when `sync`) and closes it; resolves with the
 * bytes written. An array is handed to the thread pool as one gathered write before this returns.
 */
function writeAndSync(fd: number, source: BlobSource | readonly Uint8Array[], sync: boolean): Promise<number> {
  const wrote: Promise<number> = isChunkArray(source)
    ? new Promise((resolve, reject) =>
        fs.writev(fd, source as Uint8Array[], (err, n) => {
          const want = source.reduce((sum, c) => sum + c.length, 0);
          if (err) reject(err);
          else if (n !== want) reject(new Error(`wrote ${n} of ${want} bytes`));
          else resolve(n);
        }),
      )
    : (async () => {
        // A source arriving over time: what is written is flushed to disk in the background every
        // FLUSH_BYTES (one flush at a time), so the last fsync has only the tail left to write.
        let size = 0;
        let flushed = 0;
        let flushing: Promise<void> | undefined;
        try {
          for await (const chunk of source) {
            for (let at = 0; at < chunk.length;) at += (await writeAsync(fd, chunk.subarray(at))).bytesWritten;
            size += chunk.length;
            if (sync && !flushing && size - flushed >= FLUSH_BYTES) {
              flushed = size;
              flushing = fdatasyncAsync(fd).finally(() => (flushing = undefined));
              flushing.catch(() => undefined);
            }
          }
        } finally {
          await flushing?.catch(() => undefined);
        }
        return size;
      })();
  return wrote
    .then(async (size) => {
      if (sync) await fsyncAsync(fd);
      return size;
    })
    .finally(() => closeAsync(fd));
}

const isChunkArray = (s: BlobSource | readonly Uint8Array[]): s is readonly Uint8Array[] => Array.isArray(s);
const writeAsync = promisify(fs.write) as (fd: number, b: Uint8Array) => Promise<{ bytesWritten: number }>;
const fsyncAsync = promisify(fs.fsync);
const fdatasyncAsync = promisify(fs.fdatasync);
/** Bytes written between background flushes of a staged blob arriving over time. */
const FLUSH_BYTES = 16 << 20;
const closeAsync = promisify(fs.close);

/** Makes a rename in `dir` durable (not possible on every platform; best effort). */
async function syncDir(dir: string): Promise<void> {
  const dh = await fs.promises.open(dir, 'r').catch(() => undefined);
  await dh?.sync().catch(() => undefined);
  await dh?.close();
}

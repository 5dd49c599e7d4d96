// The local back end: <dataDir>/<key>, written to a temporary file beside its target, fsynced and
// renamed into place, so a reader sees the whole blob or none. This is the embedded default and
// keeps the layout earlier versions used (<dataDir>/audio/…, <dataDir>/status-jobs/…).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newSha256, type BlobSource, type BlobStore } from './blob-store.js';

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
    // Make the rename itself durable (not possible on every platform; best effort).
    const dh = await fs.promises.open(dir, 'r').catch(() => undefined);
    await dh?.sync().catch(() => undefined);
    await dh?.close();
    return { sha256: hash.digest('hex'), size };
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
    const dir = path.join(this.root, prefix);
    if (!fs.existsSync(dir)) return [];
    const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }
}

// `npm run serve -- blobs migrate --data-dir D`: copies a data folder's audio files (and status
// reports) into the configured shared blob store (PostgreSQL with DATABASE_URL, or S3 with
// VIGIL_BLOB_URL), so instances that used to keep media on local disk can be scaled out.
// Idempotent: a blob already in the target with the right content is skipped. Every audio file's
// sha256 is checked against its name before it is copied and again as it is written; a damaged
// file is reported and left where it is. With --delete-local, verified copies are removed locally.
import fs from 'node:fs';
import { newSha256, type BlobStore } from './blob-store.js';
import type { LocalBlobStore } from './local.store.js';

export interface MigrateReport {
  copied: number;
  alreadyThere: number;
  damaged: string[];
}

const AUDIO_KEY = /^audio\/[0-9a-f]{2}\/([0-9a-f]{64})\.wav$/;

async function hashOf(store: BlobStore, key: string): Promise<string | undefined> {
  const blob = await store.get(key);
  if (!blob) return undefined;
  const h = newSha256();
  for await (const chunk of blob.body) h.update(chunk);
  return h.digest('hex');
}

export async function migrateLocalBlobs(opts: {
  from: LocalBlobStore;
  to: BlobStore;
  deleteLocal?: boolean;
  out?: (line: string) => void;
}): Promise<MigrateReport> {
  const { from, to } = opts;
  const out = opts.out ?? (() => undefined);
  const report: MigrateReport = { copied: 0, alreadyThere: 0, damaged: [] };
  const keys = [...(await from.list('audio/')), ...(await from.list('status-jobs/'))].filter(
    (k) => !k.endsWith('.part'),
  );
  for (const key of keys) {
    const want = AUDIO_KEY.exec(key)?.[1];
    const local = await hashOf(from, key);
    if (!local) continue; // removed meanwhile
    if (want && local !== want) {
      report.damaged.push(key);
      out(`damaged, not copied: ${key} (content hash ${local})`);
      continue;
    }
    if ((await hashOf(to, key)) === local) {
      report.alreadyThere++;
    } else {
      const stored = await to.put(key, fs.createReadStream(from.pathFor(key), { highWaterMark: 1 << 20 }));
      if (stored.sha256 !== local) throw new Error(`${key} changed while being copied; run the migration again`);
      report.copied++;
      out(`copied ${key} (${stored.size} bytes)`);
    }
    if (opts.deleteLocal && (await hashOf(to, key)) === local) await from.delete(key);
  }
  return report;
}

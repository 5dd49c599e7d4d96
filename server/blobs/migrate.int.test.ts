// `blobs migrate`: a data folder's audio files and reports copied into the PostgreSQL store,
// verified by hash, idempotent on a second run, damaged files reported and left alone; and the
// command itself, run as a user would, against a real PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioFileStore, audioBlobKey } from '../audio/audio-files.store.js';
import { openDb } from '../db/open.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { createTestDatabase } from '../../testkit/postgres.testkit.js';
import { runServerCli } from '../../testkit/server-process.testkit.js';
import { readAll } from './blob-store.js';
import { LocalBlobStore } from './local.store.js';
import { migrateLocalBlobs } from './migrate.js';
import { PostgresBlobStore } from './postgres.store.js';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A data folder as an older version left it: two audio files, one damaged file, one report. */
async function oldDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-migrate-'));
  const local = new LocalBlobStore(dir);
  const good = [randomBytes(3000), randomBytes(2_500_000)];
  for (const b of good) await local.put(audioBlobKey(sha(b)), [b]);
  const bad = randomBytes(100);
  const badKey = audioBlobKey(sha(randomBytes(8)));
  await local.put(badKey, [bad]);
  await local.put('status-jobs/0c9e2f3a-0000-4000-8000-000000000001.zip', [Buffer.from('PK report')]);
  return { dir, local, good, badKey };
}

describe.each(dbKinds())('blobs migrate on %s', (kind) => {
  let t: TestDb;
  const dirs: string[] = [];
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(async () => {
    await t.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('copies verified files, skips them the second time, reports damaged ones', async () => {
    const { dir, local, good, badKey } = await oldDataDir();
    dirs.push(dir);
    const to = new PostgresBlobStore(t.db);
    const first = await migrateLocalBlobs({ from: local, to });
    expect(first).toEqual({ copied: 3, alreadyThere: 0, damaged: [badKey] });
    const files = new AudioFileStore(to);
    for (const b of good) expect(sha(await files.read(sha(b)))).toBe(sha(b));
    expect(await to.get(badKey)).toBeUndefined();
    const report = await to.get('status-jobs/0c9e2f3a-0000-4000-8000-000000000001.zip');
    expect((await readAll(report!)).toString()).toBe('PK report');

    const second = await migrateLocalBlobs({ from: local, to, deleteLocal: true });
    expect(second).toEqual({ copied: 0, alreadyThere: 3, damaged: [badKey] });
    // Verified copies are gone locally; the damaged file stays for someone to look at.
    expect(await local.list('')).toEqual([badKey]);
  });
});

describe('npm run serve -- blobs migrate', () => {
  it('moves a data folder into the database, and says so', async () => {
    const tdb = await createTestDatabase();
    const { dir, good } = await oldDataDir();
    try {
      const run = () =>
        runServerCli(['blobs', 'migrate', '--data-dir', dir, '--database-url', tdb.url]).then((r) => ({
          code: r.code,
          stdout: r.out,
        }));
      const first = await run();
      expect(first).toMatchObject({ code: 1 }); // one damaged file
      expect(first.stdout).toMatch(/3 copied, 0 already in the postgres store, 1 damaged/);
      expect((await run()).stdout).toMatch(/0 copied, 3 already in the postgres store, 1 damaged/);
      const db = await openDb({ databaseUrl: tdb.url });
      try {
        const files = new AudioFileStore(new PostgresBlobStore(db));
        for (const b of good) expect(sha(await files.read(sha(b)))).toBe(sha(b));
      } finally {
        await db.close();
      }
    } finally {
      await tdb.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

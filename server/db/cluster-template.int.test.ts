// New data folders from the cluster template (the build writes one beside the server's bundle):
// the folder gets the same schema as a cluster made by initdb and every migration, every migration
// recorded, and it takes writes that survive a reopen. A folder that already holds a cluster is
// never overwritten by it, and without a template the cluster is made as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.js';
import type { Db } from './types.js';
import { createPgliteCluster, migratedTemplate, openDb, unpackClusterTemplate, writeClusterTemplate } from './open.js';
import { untarGz } from './untar.js';

let tmp: string;
let template: string;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cluster-template-'));
  template = path.join(tmp, 'pglite-template.tar.gz');
  await writeClusterTemplate(template);
}, 120_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs `fn` on the cluster in `dir`, opened without running migrations, and closes it. */
async function inCluster<T>(dir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir: dir, skipMigrations: true });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * The cluster in `dir`: pg_control's state (byte 16; 1 shut down, 6 in production as a dump of a
 * running cluster is), its WAL segments, and how many bytes of WAL lie from pg_control's last
 * checkpoint (byte 32, after the time) to the WAL's last non-zero byte.
 */
function walToReplay(dir: string): { state: number; segments: string[]; toReplay: number } {
  const control = fs.readFileSync(path.join(dir, 'global', 'pg_control'));
  const state = control.readInt32LE(16);
  const checkpoint = Number(control.readBigUInt64LE(32));
  const segments = fs
    .readdirSync(path.join(dir, 'pg_wal'))
    .filter((f) => /^[0-9A-F]{24}$/.test(f))
    .sort();
  const last = segments.at(-1)!;
  const wal = fs.readFileSync(path.join(dir, 'pg_wal', last));
  let end = wal.length;
  while (end > 0 && wal[end - 1] === 0) end--;
  const segmentStart = parseInt(last.slice(8, 16), 16) * 2 ** 32 + parseInt(last.slice(16), 16) * wal.length;
  return { state, segments, toReplay: segmentStart + end - checkpoint };
}

/** Tables and columns of the public schema, and the migrations recorded. */
const schemaOf = (dir: string) =>
  inCluster(dir, async (db) => {
    const columns = await db.query<{ t: string; c: string; ty: string }>(
      `SELECT table_name AS t, column_name AS c, data_type AS ty FROM information_schema.columns
        WHERE table_schema = 'public' ORDER BY 1, 2`,
    );
    const applied = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations');
    return { columns: columns.rows, applied: Number(applied.rows[0]!.n) };
  });

/** The identifier initdb gives a cluster. */
const systemIdOf = (dir: string) =>
  inCluster(dir, async (db) => {
    const r = await db.query<{ id: string }>('SELECT system_identifier::text AS id FROM pg_control_system()');
    return r.rows[0]!.id;
  });

describe('the PGlite cluster template', () => {
  it('is a gzipped dump, and a folder made from it has the schema initdb and the migrations make', async () => {
    expect(fs.readFileSync(template).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const none = path.join(tmp, 'none');
    fs.mkdirSync(none);
    expect(await unpackClusterTemplate(none, path.join(tmp, 'absent.tar.gz'))).toBe(false);
    // A damaged template (cut short after some of its files) leaves the folder empty again, for
    // the cluster to be made another way.
    const damaged = path.join(tmp, 'damaged.tar.gz');
    const tar = zlib.gunzipSync(fs.readFileSync(template));
    fs.writeFileSync(damaged, zlib.gzipSync(tar.subarray(0, Math.floor(tar.length / 2))));
    expect(await unpackClusterTemplate(none, damaged)).toBe(false);
    expect(fs.readdirSync(none)).toEqual([]);

    const fromTemplate = path.join(tmp, 'from-template');
    const fromInitdb = path.join(tmp, 'from-initdb');
    await createPgliteCluster(fromTemplate, template);
    await createPgliteCluster(fromInitdb, path.join(tmp, 'absent.tar.gz'));
    const a = await schemaOf(fromTemplate);
    const b = await schemaOf(fromInitdb);
    expect(a.applied).toBe(readMigrations().length);
    expect(a.columns.length).toBeGreaterThan(50);
    expect(a).toEqual(b);
    // Made from the template, not by initdb: it shares the template's cluster identity.
    const twin = path.join(tmp, 'from-template-again');
    await createPgliteCluster(twin, template);
    expect(await systemIdOf(twin)).toBe(await systemIdOf(fromTemplate));
    expect(await systemIdOf(fromInitdb)).not.toBe(await systemIdOf(fromTemplate));

    await inCluster(fromTemplate, async (db) => {
      await db.query('CREATE TABLE kept (v text)');
      await db.query('INSERT INTO kept VALUES ($1)', ['after the template']);
    });
    const kept = await inCluster(fromTemplate, (db) => db.query<{ v: string }>('SELECT v FROM kept'));
    expect(kept.rows).toEqual([{ v: 'after the template' }]);
  }, 120_000);

  it('is a cluster stopped cleanly: a new folder’s first start has no recovery to do', async () => {
    const dir = path.join(tmp, 'unpacked');
    fs.mkdirSync(dir);
    expect(await unpackClusterTemplate(dir, template)).toBe(true);
    const { state, segments, toReplay } = walToReplay(dir);
    // 1: shut down (a dump of a running cluster says 6, in production, and its first start
    // recovers it). The last checkpoint (the stop's) is the WAL's last record, not the migrations.
    expect(state).toBe(1);
    expect(toReplay).toBeGreaterThan(0);
    expect(toReplay).toBeLessThan(8192);
    const last = segments.at(-1)!;
    // The segment is the checkpoint's own, zeros but for it, and those are left as holes on disk:
    // a new folder does not write 16 MB of initdb's and the migrations' records.
    expect(segments).toHaveLength(1);
    expect(fs.statSync(path.join(dir, 'pg_wal', last)).blocks * 512).toBeLessThan(1024 * 1024);
  });

  it('holds the server’s database alone, so a new folder writes half the files initdb leaves', async () => {
    const dir = path.join(tmp, 'one-database');
    fs.mkdirSync(dir);
    expect(await unpackClusterTemplate(dir, template)).toBe(true);
    // base/ has a folder per database: initdb's template0 and template1 are not written out.
    expect(fs.readdirSync(path.join(dir, 'base'))).toHaveLength(1);
    const names = await inCluster(dir, (db) =>
      db.query<{ datname: string }>('SELECT datname FROM pg_database ORDER BY 1'),
    );
    expect(names.rows).toEqual([{ datname: 'postgres' }]);
    // What the server does on it: writes that survive a reopen, a VACUUM of the whole database.
    await inCluster(dir, async (db) => {
      await db.query('CREATE TABLE kept (v text)');
      await db.query('INSERT INTO kept VALUES ($1)', ['one database']);
      await db.query('VACUUM');
    });
    const kept = await inCluster(dir, (db) => db.query<{ v: string }>('SELECT v FROM kept'));
    expect(kept.rows).toEqual([{ v: 'one database' }]);
  });

  it('never replaces a cluster that is already there', async () => {
    // The cluster there is made from the template too (initdb's way is the test above's): what
    // counts is that a second open does not unpack over it.
    const dir = path.join(tmp, 'existing');
    await createPgliteCluster(dir, template);
    await inCluster(dir, (db) => db.query('CREATE TABLE mine (v text)'));
    // Opening the folder again with a template at hand leaves its data as it was.
    await createPgliteCluster(dir, template);
    const mine = await inCluster(dir, (db) => db.query<{ n: string }>('SELECT count(*)::text AS n FROM mine'));
    expect(mine.rows).toEqual([{ n: '0' }]);
  }, 120_000);
});

describe('the in-memory template (every in-memory database starts from it)', () => {
  it('is checkpointed too: a database opened from it has (almost) no WAL to replay', async () => {
    const dir = path.join(tmp, 'in-memory-template');
    fs.mkdirSync(dir);
    const tar = Buffer.from(await (await migratedTemplate()).arrayBuffer());
    await untarGz(zlib.gzipSync(tar), dir);
    const { state, segments, toReplay } = walToReplay(dir);
    expect(state).toBe(6);
    expect(toReplay).toBeGreaterThan(0);
    expect(toReplay).toBeLessThan(8192);
    expect(segments).toHaveLength(1);
    // Its databases have every migration, and each one is its own: a row in one is not in the next.
    const a = await openDb();
    const b = await openDb();
    try {
      await a.query('CREATE TABLE only_in_a (v text)');
      expect((await a.query<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations')).rows).toEqual([
        { n: String(readMigrations().length) },
      ]);
      expect(
        (await b.query<{ n: string }>("SELECT count(*)::text AS n FROM pg_tables WHERE tablename = 'only_in_a'")).rows,
      ).toEqual([{ n: '0' }]);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);
});

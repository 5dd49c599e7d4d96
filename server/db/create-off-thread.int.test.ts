// A new PGlite cluster created in a worker thread (VIGIL_PGLITE_CREATE_OFF_THREAD=1): the folder
// ends up migrated and usable as if created in process. What it saves, the creating process's
// resident memory, is measured by the console bench (embedded server RSS by phase).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.js';
import { openDb } from './open.js';
import { createClusterOffThread } from './create-off-thread.js';

// The cluster made by initdb and the migrations is what this file is about: no template (the run's
// VIGIL_PGLITE_CLUSTER_TEMPLATE, testkit/global-setup.testkit.ts) stands in for it.
delete process.env.VIGIL_PGLITE_CLUSTER_TEMPLATE;

const dirs: string[] = [];
function newDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-create-'));
  dirs.push(d);
  return path.join(d, 'pglite');
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  delete process.env.VIGIL_PGLITE_CREATE_OFF_THREAD;
});

async function appliedMigrations(dir: string): Promise<number> {
  const db = await openDb({ dataDir: dir, skipMigrations: true });
  try {
    const r = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM schema_migrations');
    return Number(r.rows[0]!.n);
  } finally {
    await db.close();
  }
}

describe('a new PGlite cluster made in a worker thread', () => {
  it('is created and migrated by the worker alone, then opens and takes writes in this process', async () => {
    const dir = newDir();
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    expect(await createClusterOffThread(dir)).toBe(true);
    // The worker has finished: every migration is in the folder before this process opened it.
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    expect(await appliedMigrations(dir)).toBe(readMigrations().length);

    process.env.VIGIL_PGLITE_CREATE_OFF_THREAD = '1';
    const db = await openDb({ dataDir: dir });
    try {
      await db.query('CREATE TABLE t (v text)');
      await db.query('INSERT INTO t VALUES ($1)', ['kept']);
    } finally {
      await db.close();
    }
    const again = await openDb({ dataDir: dir });
    try {
      expect((await again.query<{ v: string }>('SELECT v FROM t')).rows).toEqual([{ v: 'kept' }]);
    } finally {
      await again.close();
    }
  });

  it('is what openDb does on an empty folder when VIGIL_PGLITE_CREATE_OFF_THREAD=1', async () => {
    const dir = newDir();
    process.env.VIGIL_PGLITE_CREATE_OFF_THREAD = '1';
    const db = await openDb({ dataDir: dir });
    try {
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    expect(await appliedMigrations(dir)).toBe(readMigrations().length);
  });
});

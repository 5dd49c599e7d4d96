// The early unpack (early-cluster.ts): the worker the server's first module starts writes a new
// folder's cluster, and the database's open takes the folder over, lock and all. PGlite only: a
// PostgreSQL server has no cluster of its own to unpack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, stop as stopEsbuild } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDirOf, pgliteLockFile, takeEarlyCluster, unpackClusterEarly } from './early-cluster.js';
import { openServerDb } from './open.js';

const dirs: string[] = [];
const newDir = (prefix: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** The worker as the build bundles it (scripts/build-electron.mjs): only a bundle starts early. */
let workerFile: string;
beforeAll(async () => {
  workerFile = path.join(newDir('vigil-unpack-worker-'), 'pglite-unpack-worker.cjs');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'unpack-worker.ts')],
    outfile: workerFile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
  });
  await stopEsbuild(); // its service process
});

const template = () => {
  const file = process.env.VIGIL_PGLITE_CLUSTER_TEMPLATE;
  if (!file) throw new Error('no cluster template (testkit/global-setup.testkit.ts makes one)');
  return file;
};

describe('unpackClusterEarly', () => {
  it('unpacks a new folder in a worker; the open takes its lock over and finds the migrated cluster', async () => {
    const dataDir = newDir('vigil-early-');
    const dir = pgliteDirOf(dataDir);
    unpackClusterEarly(dataDir, dir, template(), workerFile);
    // Held from the start by this process, for the open to take over.
    expect(fs.readFileSync(pgliteLockFile(dir), 'utf8')).toBe(String(process.pid));
    // No wait for the lock: an open that did not take it over would find it held by a live process.
    const db = await openServerDb({ dataDir }, undefined, { lockWaitMs: 0 });
    try {
      await db.query(`INSERT INTO scopes (id, name) VALUES ('d3e0c0de-0000-4000-8000-0000000000aa', 'early')`);
      expect((await db.query<{ name: string }>(`SELECT name FROM scopes WHERE name = 'early'`)).rows).toEqual([
        { name: 'early' },
      ]);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(pgliteLockFile(dir))).toBe(false);
    expect(fs.statSync(path.join(dir, 'PG_VERSION')).mode & 0o077).toBe(0);
  });

  it('leaves a folder in use by another process, or one that is not new, to the open', () => {
    const dataDir = newDir('vigil-early-');
    const dir = pgliteDirOf(dataDir);
    fs.mkdirSync(dir, { mode: 0o700 });
    // Another live process holds it (the parent of this one stands in for it).
    fs.writeFileSync(pgliteLockFile(dir), String(process.ppid));
    unpackClusterEarly(dataDir, dir, template(), workerFile);
    expect(takeEarlyCluster(dir)).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(fs.readFileSync(pgliteLockFile(dir), 'utf8')).toBe(String(process.ppid));
    fs.rmSync(pgliteLockFile(dir));
    // A folder with something in it already: not unpacked into, and not kept locked.
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    unpackClusterEarly(dataDir, dir, template(), workerFile);
    expect(takeEarlyCluster(dir)).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual(['PG_VERSION']);
    expect(fs.existsSync(pgliteLockFile(dir))).toBe(false);
  });
});

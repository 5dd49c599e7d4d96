// A PGlite folder is opened by one process at a time (two writers corrupt it, and an admin command
// would change a copy the running server never reads): DIR.lock holds the owner's pid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DbInUseError, openServerDb, pgliteDirOf } from './open.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';

describe('the PGlite folder lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-lock-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second open while the first is open, and allows it after close', async () => {
    const first = await openServerDb({ dataDir });
    const lock = `${pgliteDirOf(dataDir)}.lock`;
    try {
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
      expect(fs.statSync(lock).mode & 0o777).toBe(0o600);
      await expect(openServerDb({ dataDir }, undefined, { lockWaitMs: 200 })).rejects.toThrow(DbInUseError);
      await first.query('CREATE TABLE lock_probe (x int)');
    } finally {
      await first.close();
    }
    expect(fs.existsSync(lock)).toBe(false);
    const second = await openServerDb({ dataDir }, undefined, { lockWaitMs: 200 });
    try {
      expect((await second.query('SELECT count(*)::int AS n FROM lock_probe')).rows).toEqual([{ n: 0 }]);
    } finally {
      await second.close();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    fs.mkdirSync(pgliteDirOf(dataDir), { recursive: true, mode: 0o700 });
    fs.writeFileSync(`${pgliteDirOf(dataDir)}.lock`, '2147483646', { mode: 0o600 });
    const db = await openServerDb({ dataDir }, undefined, { lockWaitMs: 200 });
    await db.close();
  });
});

// PGlite makes its files 0666 whatever the umask. Its folder is 0700 before PGlite reads anything
// in it, and what is in it is narrowed while it is open (every few seconds, not on the way to the
// first answer) and when it closes.
describe.runIf(process.platform !== 'win32')('the PGlite folder’s file modes', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-modes-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('narrows a file others could read while the database is open, and the folder is 0700 all along', async () => {
    const db = await openServerDb({ dataDir });
    const dir = pgliteDirOf(dataDir);
    const file = path.join(dir, 'PG_VERSION');
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    try {
      expect(mode(dir)).toBe(0o700);
      fs.chmodSync(file, 0o644);
      await waitUntil(() => mode(file) === 0o600, { what: 'PG_VERSION narrowed to 0600', timeoutMs: 15_000 });
      expect(mode(dir)).toBe(0o700);
      fs.chmodSync(file, 0o644);
    } finally {
      await db.close();
    }
    expect(mode(file)).toBe(0o600);
  }, 30_000);
});

// PGlite's memory settings: the shared buffers an environment variable asks for, and a new data
// folder closed and opened again once its cluster is created and migrated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, pgliteMemoryOptions } from './open.js';
import { createLogger } from '../util/log.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('PGlite memory', () => {
  it('runs with the shared buffers VIGIL_PGLITE_SHARED_BUFFERS names, and PostgreSQL’s default without it', async () => {
    const small = await openWithBuffers('16MB');
    try {
      expect((await small.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers).toBe(
        '16MB',
      );
    } finally {
      await small.close();
    }
    const plain = await openWithBuffers(undefined);
    try {
      expect((await plain.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers).toBe(
        '128MB',
      );
    } finally {
      await plain.close();
    }
  });

  it('refuses a size it cannot pass on, naming the variable', () => {
    expect(() => pgliteMemoryOptions({ VIGIL_PGLITE_SHARED_BUFFERS: '16MB; DROP' })).toThrow(
      /VIGIL_PGLITE_SHARED_BUFFERS must be a size such as 16MB/,
    );
    expect(pgliteMemoryOptions({})).toEqual({});
  });

  it('opens a new data folder again after creating it, with its migrations applied and kept', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pglite-mem-'));
    dirs.push(dir);
    const lines: string[] = [];
    const log = createLogger('info', {}, (l) => lines.push(l));
    const db = await openDb({ dataDir: path.join(dir, 'pglite'), log });
    try {
      const msgs = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
      expect(msgs.filter((m) => m.startsWith('database created; reopened'))).toHaveLength(1);
      // The reopened database is the created one: migrated, and it takes writes.
      const applied = await db.query<{ n: string }>('SELECT count(*) AS n FROM schema_migrations');
      expect(Number(applied.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    // A second open finds the cluster and does not reopen.
    lines.length = 0;
    const again = await openDb({ dataDir: path.join(dir, 'pglite'), log });
    await again.close();
    expect(lines.some((l) => l.includes('reopened'))).toBe(false);
  });
});

/** An in-memory database opened while VIGIL_PGLITE_SHARED_BUFFERS is `value` (or unset). */
async function openWithBuffers(value: string | undefined) {
  const before = process.env.VIGIL_PGLITE_SHARED_BUFFERS;
  if (value === undefined) delete process.env.VIGIL_PGLITE_SHARED_BUFFERS;
  else process.env.VIGIL_PGLITE_SHARED_BUFFERS = value;
  try {
    return await openDb({ skipMigrations: true });
  } finally {
    if (before === undefined) delete process.env.VIGIL_PGLITE_SHARED_BUFFERS;
    else process.env.VIGIL_PGLITE_SHARED_BUFFERS = before;
  }
}

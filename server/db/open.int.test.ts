// Storage against every back end: in-memory PGlite, file-backed PGlite (closed and reopened) and
// a real PostgreSQL database. Same SQL, same migrations, same transaction behaviour.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './open.js';
import { migrate, readMigrations } from './migrate.js';
import type { Migration } from './migrate.js';
import type { Db } from './types.js';
import { silentLogger } from '../util/log.js';
import { createTestDatabase } from '../../testkit/postgres.testkit.js';
import type { TestDatabase } from '../../testkit/postgres.testkit.js';

type Kind = 'pglite-memory' | 'pglite-file' | 'postgres';

interface Opened {
  db: Db;
  /** Closes and opens the same storage again (the in-memory kind cannot). */
  reopen?: () => Promise<Db>;
  close(): Promise<void>;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function open(kind: Kind): Promise<Opened> {
  if (kind === 'pglite-memory') {
    const db = await openDb();
    return { db, close: () => db.close() };
  }
  if (kind === 'pglite-file') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pglite-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const o: Opened = {
      db: await openDb({ dataDir: dir }),
      reopen: async () => {
        await o.db.close();
        o.db = await openDb({ dataDir: dir });
        return o.db;
      },
      close: () => o.db.close(),
    };
    return o;
  }
  const tdb: TestDatabase = await createTestDatabase();
  cleanups.push(() => tdb.drop());
  const o: Opened = {
    db: await openDb({ databaseUrl: tdb.url }),
    reopen: async () => {
      await o.db.close();
      o.db = await openDb({ databaseUrl: tdb.url });
      return o.db;
    },
    close: () => o.db.close(),
  };
  return o;
}

async function appliedVersions(db: Db): Promise<number[]> {
  const r = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  return r.rows.map((row) => row.version);
}

describe.each<Kind>(['pglite-memory', 'pglite-file', 'postgres'])('storage on %s', (kind) => {
  it('applies every migration once, and reopening applies nothing again', async () => {
    const o = await open(kind);
    try {
      const expected = readMigrations().map((m) => m.version);
      expect(await appliedVersions(o.db)).toEqual(expected);
      expect(await migrate(o.db, silentLogger)).toBe(0);
      if (o.reopen) {
        const db = await o.reopen();
        expect(await appliedVersions(db)).toEqual(expected);
      }
    } finally {
      await o.close();
    }
  });

  it('applies a migration added since the last start, and only that one', async () => {
    const o = await open(kind);
    try {
      const all = readMigrations();
      const newest = all[all.length - 1]!;
      const added = { version: newest.version + 1, name: 'added_since', sql: 'CREATE TABLE added_since (id int);' };
      expect(await migrate(o.db, silentLogger, [...all, added])).toBe(1);
      expect(await appliedVersions(o.db)).toEqual([...all.map((m) => m.version), added.version]);
      const t = await o.db.query<{ t: string | null }>(`SELECT to_regclass('added_since')::text AS t`);
      expect(t.rows[0]?.t).toBe('added_since');
    } finally {
      await o.close();
    }
  });

  it('commits a transaction, and a throw inside one leaves nothing behind', async () => {
    const o = await open(kind);
    try {
      await o.db.query('CREATE TABLE scratch (id integer PRIMARY KEY, note text NOT NULL)');
      await o.db.tx(async (q) => {
        await q.query('INSERT INTO scratch VALUES ($1, $2)', [1, 'kept']);
        await q.query('INSERT INTO scratch VALUES ($1, $2)', [2, 'kept too']);
      });
      await expect(
        o.db.tx(async (q) => {
          await q.query('INSERT INTO scratch VALUES ($1, $2)', [3, 'lost']);
          await q.query("UPDATE scratch SET note = 'changed' WHERE id = 1");
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      // A failing statement (duplicate key) rolls back the whole transaction as well.
      await expect(
        o.db.tx(async (q) => {
          await q.query('INSERT INTO scratch VALUES ($1, $2)', [4, 'lost']);
          await q.query('INSERT INTO scratch VALUES ($1, $2)', [1, 'duplicate']);
        }),
      ).rejects.toThrow();
      const db = o.reopen ? await o.reopen() : o.db;
      const rows = await db.query<{ id: number; note: string }>('SELECT id, note FROM scratch ORDER BY id');
      expect(rows.rows).toEqual([
        { id: 1, note: 'kept' },
        { id: 2, note: 'kept too' },
      ]);
      const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM scratch');
      expect(count.rows[0]?.n).toBe(2);
    } finally {
      await o.close();
    }
  });

  it('returns the same value types on every back end', async () => {
    const o = await open(kind);
    try {
      const r = await o.db.query<Record<string, unknown>>(
        `SELECT 42::int AS i, 9007199254740993::int8 AS big, 'x'::text AS t, true AS b,
                '{"a":[1,2]}'::jsonb AS j, '2026-01-02T03:04:05.678Z'::timestamptz AS ts, gen_random_uuid() AS u`,
      );
      const row = r.rows[0]!;
      expect(row.i).toBe(42);
      expect(row.big).toBe('9007199254740993');
      expect(row.b).toBe(true);
      expect(row.j).toEqual({ a: [1, 2] });
      expect(row.ts).toBeInstanceOf(Date);
      expect((row.ts as Date).toISOString()).toBe('2026-01-02T03:04:05.678Z');
      expect(row.u).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await o.close();
    }
  });
});

describe('concurrent migration on one PostgreSQL database', () => {
  it('two handles migrating at once apply each migration exactly once', async () => {
    const tdb = await createTestDatabase();
    cleanups.push(() => tdb.drop());
    const a = await openDb({ databaseUrl: tdb.url, skipMigrations: true });
    const b = await openDb({ databaseUrl: tdb.url, skipMigrations: true });
    try {
      // The real migrations first, raced from both handles.
      const real = readMigrations();
      const [ra, rb] = await Promise.all([migrate(a, silentLogger), migrate(b, silentLogger)]);
      expect(ra + rb).toBe(real.length);
      expect(await appliedVersions(b)).toEqual(real.map((m) => m.version));
      // Then migrations that would fail if applied twice (CREATE TABLE without IF NOT EXISTS);
      // the sleep keeps the first in flight while the other handle arrives.
      const list: Migration[] = [
        {
          version: 9001,
          name: 'first',
          sql: 'CREATE TABLE conc_a (id integer);\nSELECT pg_sleep(0.3);\nINSERT INTO conc_a VALUES (1);',
        },
        { version: 9002, name: 'second', sql: 'CREATE TABLE conc_b (id integer);\nINSERT INTO conc_b VALUES (2);' },
      ];
      const [na, nb] = await Promise.all([migrate(a, silentLogger, list), migrate(b, silentLogger, list)]);
      expect(na + nb).toBe(2);
      expect(await appliedVersions(a)).toEqual([...real.map((m) => m.version), 9001, 9002]);
      const rows = await a.query<{ n: number }>(
        'SELECT (SELECT count(*)::int FROM conc_a) + (SELECT count(*)::int FROM conc_b) AS n',
      );
      expect(rows.rows[0]?.n).toBe(2);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

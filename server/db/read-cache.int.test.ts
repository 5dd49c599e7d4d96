// Kept reads (read-cache.ts) against the real back ends: what a cached read answers after a write,
// however the write was made, is what the database holds.
import { describe, expect, it } from 'vitest';
import { openDb } from './open.js';
import { cachedQuery } from './read-cache.js';
import type { Db } from './types.js';
import { dbKinds, openPerTest } from '../../testkit/db-kinds.testkit.js';
import { createTestDatabase } from '../../testkit/postgres.testkit.js';

const openEmpty = openPerTest();
async function open(kind: 'pglite' | 'postgres'): Promise<Db> {
  const db = await openEmpty(kind);
  await db.query('CREATE TABLE kv (k text PRIMARY KEY, v text NOT NULL)');
  await db.query(`INSERT INTO kv VALUES ('a', 'one')`);
  return db;
}
const READ = 'SELECT v FROM kv WHERE k = $1';
const read = async (db: Db) => (await cachedQuery<{ v: string }>(db, READ, ['a'])).rows[0]?.v;

describe.each(dbKinds())('kept reads (%s)', (kind) => {
  it('answers with a statement’s write once it has ended', async () => {
    const db = await open(kind);
    expect(await read(db)).toBe('one');
    expect(await read(db)).toBe('one');
    await db.query(`UPDATE kv SET v = 'two' WHERE k = $1`, ['a']);
    expect(await read(db)).toBe('two');
    await db.query(`DELETE FROM kv WHERE k = $1`, ['a']);
    expect(await read(db)).toBeUndefined();
  });

  it('answers with a transaction’s writes once it has committed, and not with a rolled-back one', async () => {
    const db = await open(kind);
    expect(await read(db)).toBe('one');
    await db.tx((q) => q.query(`UPDATE kv SET v = 'two' WHERE k = 'a'`));
    expect(await read(db)).toBe('two');
    await expect(
      db.tx(async (q) => {
        await q.query(`UPDATE kv SET v = 'three' WHERE k = 'a'`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await read(db)).toBe('two');
  });

  it('does not keep an answer read while a transaction was open', async () => {
    const db = await open(kind);
    expect(await read(db)).toBe('one');
    let inside!: () => void;
    const entered = new Promise<void>((r) => (inside = r));
    let finish!: () => void;
    const held = new Promise<void>((r) => (finish = r));
    const writing = db.tx(async (q) => {
      await q.query(`UPDATE kv SET v = 'two' WHERE k = 'a'`);
      inside();
      await held;
    });
    await entered;
    const during = read(db); // before or after the commit, depending on the back end's locks
    finish();
    await writing;
    expect(['one', 'two']).toContain(await during);
    expect(await read(db)).toBe('two');
  });

  it('takes a statement in a transaction as an ordinary query', async () => {
    const db = await open(kind);
    const seen = await db.tx(async (q) => {
      await q.query(`UPDATE kv SET v = 'two' WHERE k = 'a'`);
      return (await cachedQuery<{ v: string }>(q, READ, ['a'])).rows[0]?.v;
    });
    expect(seen).toBe('two');
  });
});

describe('kept reads (postgres, two instances)', () => {
  it('answers with a write made by another instance sharing the database', async () => {
    const tdb = await createTestDatabase({ migrated: true });
    const a = await openDb({ databaseUrl: tdb.url });
    const b = await openDb({ databaseUrl: tdb.url });
    try {
      await a.query('CREATE TABLE kv (k text PRIMARY KEY, v text NOT NULL)');
      await a.query(`INSERT INTO kv VALUES ('a', 'one')`);
      expect(await read(a)).toBe('one');
      await b.query(`UPDATE kv SET v = 'two' WHERE k = 'a'`);
      expect(await read(a)).toBe('two');
    } finally {
      await a.close();
      await b.close();
      await tdb.drop();
    }
  });
});

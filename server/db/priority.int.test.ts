// Background work against the real back ends (priority.ts; the Db's background view, open.ts): a call's statement
// waits behind one background batch at most. Told by the order the statements ran in.
import { describe, expect, it } from 'vitest';
import { backgroundDb, backgroundStep } from './priority.js';
import type { Db } from './types.js';
import { dbKinds, openPerTest } from '../../testkit/db-kinds.testkit.js';

const openEmpty = openPerTest();
async function open(kind: 'pglite' | 'postgres'): Promise<Db> {
  const db = await openEmpty(kind);
  await db.query('CREATE TABLE ran (n serial PRIMARY KEY, what text NOT NULL)');
  return db;
}
const note = (db: Pick<Db, 'query'>, what: string) => db.query('INSERT INTO ran (what) VALUES ($1)', [what]);
const ranInOrder = async (db: Db) =>
  (await db.query<{ what: string }>('SELECT what FROM ran ORDER BY n')).rows.map((r) => r.what);

describe.each(dbKinds())('background work (%s)', (kind) => {
  it('lets calls queued behind a background transaction go before the background batches queued with them', async () => {
    const db = await open(kind);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let first!: () => void;
    const begun = new Promise<void>((r) => (first = r));
    const bg = backgroundDb(db);
    expect(bg).not.toBe(db);
    const bg1 = bg.tx(async (q) => {
      await note(q, 'background 1');
      first();
      await held;
    });
    await begun;
    // Queued while the first batch holds the connection (PGlite) or the background class (both).
    const bg2 = bg.tx((q) => note(q, 'background 2'));
    const bg3 = note(bg, 'background 3');
    const calls = [note(db, 'call 1'), db.tx((q) => note(q, 'call 2'))];
    if (kind === 'postgres') await Promise.all(calls); // a pool: calls need not wait at all
    release();
    await Promise.all([bg1, bg2, bg3, ...calls]);
    const order = await ranInOrder(db);
    // PGlite: the calls ran right after the batch in hand, before the two queued ahead of them.
    // PostgreSQL: the calls ran meanwhile (above, on connections of their own).
    expect(order[0]).toBe('background 1');
    if (kind === 'pglite') expect(order.slice(1)).toEqual(['call 1', 'call 2', 'background 2', 'background 3']);
    else expect(order.filter((w) => w.startsWith('call')).sort()).toEqual(['call 1', 'call 2']);
  });

  it("holds a background step (work on the event loop's thread, no statement) while a call is in progress", async () => {
    const db = await open(kind);
    // A long step first: its length sets how long the next one may be held (8×: about 240 ms).
    await backgroundStep(db, () => {
      const end = performance.now() + 30;
      while (performance.now() < end);
    });
    const order: string[] = [];
    let queued!: Promise<unknown>;
    await db.tx(async (q) => {
      await note(q, 'call 1');
      queued = backgroundStep(db, () => order.push('step'));
      // The call works on for a while; the step would have run meanwhile if nothing held it.
      await q.query('SELECT pg_sleep(0.03)');
      await note(q, 'call 2');
      order.push('call ended');
    });
    await queued;
    expect(order).toEqual(['call ended', 'step']);
  });

  it.runIf(kind === 'postgres')('lets a background transaction use the background view inside it', async () => {
    const db = await open(kind);
    const bg = backgroundDb(db);
    await bg.tx(async (q) => {
      await note(q, 'in the transaction');
      await note(bg, 'beside it'); // another connection, as a blob store read would be
    });
    expect((await ranInOrder(db)).sort()).toEqual(['beside it', 'in the transaction']);
  });

  it.runIf(kind === 'postgres')('holds background statements while a call has a statement in progress', async () => {
    const db = await open(kind);
    const bg = backgroundDb(db);
    // A long background batch first: its length sets how long the next one may be held (4×).
    await bg.query('SELECT pg_sleep(0.1)');
    let queued!: Promise<unknown>;
    await db.tx(async (q) => {
      await note(q, 'call 1');
      queued = note(bg, 'background');
      // The call works on; the pool has connections to spare, so only the class holds it back.
      await q.query('SELECT pg_sleep(0.05)');
      await note(q, 'call 2');
    });
    await queued;
    expect(await ranInOrder(db)).toEqual(['call 1', 'call 2', 'background']);
  });

  it('finishes a chain of background transactions while calls come back to back (8 in flight)', async () => {
    const db = await open(kind);
    const bg = backgroundDb(db);
    let seeding = true;
    // The demo seeding's shape: one chunk after another, each its own transaction.
    const chain = (async () => {
      for (let i = 0; i < 20; i++) await bg.tx((q) => note(q, 'background'));
      seeding = false;
    })();
    // Eight clients, each sending its next call as soon as the last is answered.
    const clients = Array.from({ length: 8 }, async () => {
      while (seeding) await note(db, 'call');
    });
    await Promise.all([chain, ...clients]);
    const order = await ranInOrder(db);
    expect(order.filter((w) => w === 'background')).toHaveLength(20);
    // The calls went on all the while: some between every two chunks of the first ten, say.
    const positions = order.flatMap((w, i) => (w === 'background' ? [i] : []));
    for (let k = 1; k < 10; k++) expect(positions[k]! - positions[k - 1]!).toBeGreaterThan(1);
  });
});

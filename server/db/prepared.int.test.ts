// DML runs as prepared statements on both back ends (planned once per connection): what a caller
// sees must not change for it, whatever the schema or the transaction does meanwhile.
import { describe, expect, it } from 'vitest';
import { openDb } from './open.js';
import type { Db } from './types.js';
import { dbKinds, openPerTest } from '../../testkit/db-kinds.testkit.js';

const open = openPerTest();

/** The prepared statements of the connection a transaction runs on. */
async function prepared(db: Db, text: string): Promise<number> {
  return db.tx(async (q) => {
    const r = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    return r.rows[0]!.n;
  });
}

describe.each(dbKinds())('prepared statements (%s)', (kind) => {
  it('plans a repeated statement once per connection and answers each run with its own values', async () => {
    const db = await open(kind);
    const sql = 'SELECT $1::int + 1 AS n, $2::text AS s';
    const got = await db.tx(async (q) => {
      const a = await q.query<{ n: number; s: string }>(sql, [1, 'a']);
      const b = await q.query<{ n: number; s: string }>(sql, [41, 'b']);
      const kept = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
      return [a.rows[0], b.rows[0], kept.rows[0]!.n];
    });
    expect(got).toEqual([{ n: 2, s: 'a' }, { n: 42, s: 'b' }, 1]);
  });

  it('sees a column added after the statement was kept, outside and inside a transaction', async () => {
    const db = await open(kind);
    await db.query('CREATE TABLE prep_t (a int)');
    await db.query('INSERT INTO prep_t (a) VALUES ($1)', [1]);
    expect((await db.query('SELECT * FROM prep_t')).rows).toEqual([{ a: 1 }]);
    await db.query('ALTER TABLE prep_t ADD COLUMN b int DEFAULT 7');
    expect((await db.query('SELECT * FROM prep_t')).rows).toEqual([{ a: 1, b: 7 }]);
    const inTx = await db.tx(async (q) => {
      await q.query('ALTER TABLE prep_t ADD COLUMN c int DEFAULT 8');
      return (await q.query('SELECT * FROM prep_t')).rows;
    });
    expect(inTx).toEqual([{ a: 1, b: 7, c: 8 }]);
  });

  it('prepares a statement again when it was dropped behind its back', async () => {
    const db = await open(kind);
    const sql = 'SELECT $1::int * 2 AS n';
    expect((await db.query(sql, [2])).rows).toEqual([{ n: 4 }]);
    await db.query('DEALLOCATE ALL');
    expect((await db.query(sql, [3])).rows).toEqual([{ n: 6 }]);
    expect(await prepared(db, sql)).toBeLessThanOrEqual(1);
  });

  it('keeps error codes, rolls a failed transaction back, and stays usable after errors', async () => {
    const db = await open(kind);
    await db.query('CREATE TABLE prep_u (id uuid PRIMARY KEY, n int)');
    const insert = 'INSERT INTO prep_u (id, n) VALUES ($1, $2)';
    const id = '7b6f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b';
    await db.query(insert, [id, 1]);
    await expect(
      db.tx(async (q) => {
        await q.query('UPDATE prep_u SET n = n + 1 WHERE id = $1', [id]);
        await q.query(insert, [id, 2]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT n FROM prep_u WHERE id = $1', ['not-a-uuid'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(db.query('SELECT nope FROM prep_u')).rejects.toMatchObject({ code: '42703' });
    const r = await db.query<{ n: number }>('SELECT n FROM prep_u WHERE id = $1', [id]);
    expect(r.rows).toEqual([{ n: 1 }]);
    const counted = await db.query('UPDATE prep_u SET n = n + 1 WHERE id = $1', [id]);
    expect(counted.rowCount).toBe(1);
  });

  it('runs a statement first prepared in a rolled-back transaction', async () => {
    const db = await open(kind);
    const sql = 'SELECT $1::text || $2::text AS s';
    await expect(
      db.tx(async (q) => {
        expect((await q.query(sql, ['a', 'b'])).rows).toEqual([{ s: 'ab' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await db.query(sql, ['c', 'd'])).rows).toEqual([{ s: 'cd' }]);
    expect(await db.tx(async (q) => (await q.query(sql, ['e', 'f'])).rows)).toEqual([{ s: 'ef' }]);
  });

  it('keeps a bounded number of statements however many texts run', async () => {
    const db = await open(kind);
    await db.tx(async (q) => {
      for (let i = 0; i < 300; i++) {
        const r = await q.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1]);
        expect(r.rows[0]!.n).toBe(1 + i);
      }
    });
    const kept = await db.tx(
      async (q) => (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n,
    );
    expect(kept).toBeGreaterThan(100);
    expect(kept).toBeLessThanOrEqual(257);
  });

  it('stores bytea byte for byte, whatever view of a buffer it is given', async () => {
    const db = await open(kind);
    await db.query('CREATE TABLE blobs (id int PRIMARY KEY, data bytea NOT NULL)');
    const all = Uint8Array.from({ length: 70_001 }, (_, i) => (i * 7919) & 0xff);
    const odd = all.subarray(3, 60_004); // an odd offset into a larger buffer
    const sql = 'INSERT INTO blobs (id, data) VALUES ($1, $2)';
    await db.tx(async (q) => {
      await q.query(sql, [1, Buffer.from(odd.buffer, odd.byteOffset, odd.byteLength)]);
      await q.query(sql, [2, odd]);
      await q.query(sql, [3, new Uint8Array(0)]);
    });
    const r = await db.query<{ id: number; data: Uint8Array; n: number }>(
      'SELECT id, data, octet_length(data)::int AS n FROM blobs ORDER BY id',
    );
    expect(r.rows.map((row) => row.n)).toEqual([odd.length, odd.length, 0]);
    for (const row of r.rows.slice(0, 2)) expect(Buffer.from(row.data).equals(Buffer.from(odd))).toBe(true);
    const hex = await db.query<{ h: string }>(
      "SELECT encode(substring(data from 1 for 4), 'hex') AS h FROM blobs WHERE id = 1",
    );
    expect(hex.rows[0]!.h).toBe(Buffer.from(odd.subarray(0, 4)).toString('hex'));
  });
});

describe('prepared statements (pglite)', () => {
  it('a read outside a transaction waits for the open one, as before', async () => {
    const db = await open('pglite');
    await db.query('CREATE TABLE prep_w (n int)');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const didInsert = new Promise<void>((r) => (inserted = r));
    const tx = db.tx(async (q) => {
      await q.query('INSERT INTO prep_w (n) VALUES ($1)', [1]);
      inserted();
      await held;
    });
    await didInsert;
    const read = db.query<{ n: number }>('SELECT count(*)::int AS n FROM prep_w');
    let settled = false;
    void read.then(() => (settled = true));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    release();
    await tx;
    expect((await read).rows).toEqual([{ n: 1 }]);
  });

  it('can be turned off', async () => {
    const db = await openDb({ prepare: false });
    try {
      await db.query('SELECT $1::int AS n', [1]);
      await db.query('SELECT $1::int AS n', [1]);
      const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
      expect(r.rows).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });
});

describe('PGlite reads under load', () => {
  it('answer at most 16 queued reads per turn of the event loop, in order', async () => {
    const db = await open('pglite');
    // Turns of the event loop, counted by an immediate that queues the next one: reads answered in
    // one turn see the same number. Without a budget all 40 are answered in one.
    let turn = 0;
    let done = false;
    const tick = () => {
      turn++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const answered: { n: number; turn: number }[] = [];
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          db.query<{ n: number }>('SELECT $1::int AS n', [i]).then((r) => answered.push({ n: r.rows[0]!.n, turn })),
        ),
      );
    } finally {
      done = true;
    }
    expect(answered.map((a) => a.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const perTurn = new Map<number, number>();
    for (const a of answered) perTurn.set(a.turn, (perTurn.get(a.turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(16);
  });
});

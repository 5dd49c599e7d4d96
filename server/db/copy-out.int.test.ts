// COPY … TO STDOUT on both databases (Db.copyOutBinary; on PGlite through its wire protocol,
// pglite-copy.ts): the bytes of COPY's binary format, rows of any size across the backend's
// output chunks, errors as the database's own (code and message) with the database usable after,
// and a copy waiting for an open transaction rather than reading into it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import type { Db } from './types.js';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** The rows of a binary COPY of (integer, text) rows, read back. */
function rowsOf(bytes: Uint8Array): [number, string | null][] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(buf.subarray(0, 11).equals(SIGNATURE)).toBe(true);
  let at = 19 + buf.readUInt32BE(15);
  const rows: [number, string | null][] = [];
  for (;;) {
    const n = buf.readInt16BE(at);
    at += 2;
    if (n === -1) break;
    expect(n).toBe(2);
    const id = buf.readInt32BE(at + 4);
    at += 8;
    const len = buf.readInt32BE(at);
    at += 4;
    rows.push([id, len < 0 ? null : buf.toString('utf8', at, at + len)]);
    at += Math.max(len, 0);
  }
  expect(at).toBe(buf.length);
  return rows;
}

describe.each(dbKinds())('copyOutBinary on %s', (kind) => {
  let tdb: TestDb;
  let db: Db;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
    db = tdb.db;
    await db.query('CREATE TABLE copy_rows (id integer PRIMARY KEY, t text)');
    // Small rows, empty and NULL text, and rows larger than PGlite's 1 MB receive chunk.
    await db.query(
      `INSERT INTO copy_rows SELECT g, CASE WHEN g % 10 = 0 THEN NULL WHEN g % 10 = 1 THEN '' ELSE repeat('ü' || g, g % 7) END
         FROM generate_series(1, 20000) g`,
    );
    await db.query(`INSERT INTO copy_rows VALUES (30000, repeat('x', 3000000)), (30001, repeat('✓', 700000))`);
  });
  afterAll(async () => {
    await tdb?.close();
  });

  it('gives every row in COPY binary format, as a SELECT reads them', async () => {
    const bytes = await db.copyOutBinary?.('SELECT id, t FROM copy_rows ORDER BY id');
    const rows = rowsOf(bytes as Uint8Array);
    const { rows: expected } = await db.query<{ id: number; t: string | null }>(
      'SELECT id, t FROM copy_rows ORDER BY id',
    );
    expect(rows.length).toBe(20002);
    expect(rows).toEqual(expected.map((r) => [r.id, r.t]));
  });

  it('gives the header and trailer alone for no rows', async () => {
    expect(rowsOf((await db.copyOutBinary?.('SELECT id, t FROM copy_rows WHERE false')) as Uint8Array)).toEqual([]);
  });

  it('throws the database error, also one raised after rows were sent, and the database still answers', async () => {
    await expect(db.copyOutBinary?.('SELECT id, t FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
    await expect(
      db.copyOutBinary?.('SELECT id, (100 / (15000 - id))::text FROM copy_rows ORDER BY id'),
    ).rejects.toMatchObject({ code: '22012', message: expect.stringMatching(/division by zero/) });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM copy_rows');
    expect(rows[0]?.n).toBe(20002);
  });

  it('does not read into another caller’s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const didInsert = new Promise<void>((r) => (inserted = r));
    const tx = db.tx(async (q) => {
      await q.query(`INSERT INTO copy_rows VALUES (40000, 'uncommitted')`);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await didInsert;
    const copy = db.copyOutBinary?.('SELECT id, t FROM copy_rows WHERE id = 40000') as Promise<Uint8Array>;
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect(rowsOf(await copy)).toEqual([]);
  });
});

// On PGlite, kept statements decode the backend's bytes themselves (pglite-rows.ts). Whatever a
// statement returns or throws must be what PGlite's own `query` gives: the same statements run on
// two databases set up alike, one with prepared statements (the raw path), one without (`query`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './open.js';
import type { Db, Queryable } from './types.js';

let raw: Db;
let plain: Db;

const SCHEMA = `CREATE TABLE kinds (
  id integer PRIMARY KEY,
  s text UNIQUE,
  n8 bigint,
  n2 smallint,
  b boolean,
  bin bytea,
  j jsonb,
  js json,
  ts timestamptz,
  d date,
  u uuid,
  tags text[],
  ints integer[],
  r real,
  f double precision,
  num numeric,
  iv interval,
  vc varchar(20),
  big bigserial,
  CONSTRAINT kinds_n2_small CHECK (n2 < 1000)
)`;

const INSERT = `INSERT INTO kinds (id, s, n8, n2, b, bin, j, js, ts, d, u, tags, ints, r, f, num, iv, vc)
  VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::json, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`;

const ROWS: unknown[][] = [
  [
    1,
    'plain ascii',
    '9007199254740993', // past 2^53: stays exact as text
    -5,
    true,
    new Uint8Array([0, 1, 127, 128, 255]),
    JSON.stringify({ a: 1, nested: { list: [1, 'two', null] }, s: 'é' }),
    '{"kept": "as written",  "n": 1}',
    new Date('2026-11-25T20:04:17.123Z'),
    '2026-02-28',
    '7b6f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b',
    ['a', 'b c', 'with "quotes"', 'back\\slash', '', null],
    [1, null, -3],
    1.5,
    0.1,
    '12345678901234567890.000000001',
    '1 day 02:03:04',
    'short',
  ],
  [
    2,
    'non-ASCII: é ü ß 日本語 😀 \u0000'.replace('\u0000', 'end'),
    '-1',
    0,
    false,
    new Uint8Array(0),
    '[]',
    'null',
    'infinity',
    '1999-12-31',
    '00000000-0000-0000-0000-000000000000',
    [],
    [],
    -0.25,
    1e300,
    '0',
    '00:00:00',
    'ünïcödé',
  ],
  [3, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null],
  [
    4,
    '',
    '0',
    999,
    true,
    new Uint8Array(70_000).fill(7),
    '"a string"',
    '1',
    '-infinity',
    null,
    null,
    ['x'],
    [0],
    0,
    0,
    '-1.5',
    null,
    '',
  ],
];

async function both<T>(fn: (q: Queryable) => Promise<T>): Promise<[T, T]> {
  return [await fn(raw), await fn(plain)];
}

function expectSameError(a: unknown, b: unknown) {
  expect(a).toBeInstanceOf(Error);
  expect(Object.getPrototypeOf(a)).toBe(Object.getPrototypeOf(b));
  const fields = [
    'message',
    'severity',
    'code',
    'detail',
    'hint',
    'position',
    'schema',
    'table',
    'column',
    'dataType',
    'constraint',
    'routine',
    'query',
    'params',
  ];
  const pick = (e: unknown) => Object.fromEntries(fields.map((f) => [f, (e as Record<string, unknown>)[f]]));
  expect(pick(a)).toEqual(pick(b));
}

async function bothFail(sql: string, params: unknown[] = []): Promise<unknown> {
  const errs = await both((q) =>
    q.query(sql, params).then(
      () => undefined,
      (e: unknown) => e,
    ),
  );
  expect(errs[0]).toBeDefined();
  expectSameError(errs[0], errs[1]);
  return errs[0];
}

beforeAll(async () => {
  raw = await openDb();
  plain = await openDb({ prepare: false });
  for (const db of [raw, plain]) {
    await db.query(SCHEMA);
    for (const r of ROWS) await db.query(INSERT, r);
  }
}, 60_000);

afterAll(async () => {
  await raw?.close();
  await plain?.close();
});

describe('rows decoded from PGlite bytes', () => {
  it('answers every column type the schema uses as `query` does, NULLs and non-ASCII text included', async () => {
    const [a, b] = await both((q) => q.query('SELECT * FROM kinds ORDER BY id'));
    expect(a.rows).toHaveLength(ROWS.length);
    expect(a.rows).toStrictEqual(b.rows);
    expect(a.rowCount).toBe(b.rowCount);
    expect(a.rows.map((r) => Object.keys(r))).toEqual(b.rows.map((r) => Object.keys(r)));
    const first = a.rows[0] as Record<string, unknown>;
    expect(first.bin).toBeInstanceOf(Uint8Array);
    expect([...(first.bin as Uint8Array)]).toEqual([0, 1, 127, 128, 255]);
    expect(first.ts).toEqual(new Date('2026-11-25T20:04:17.123Z'));
    expect(first.n8).toBe('9007199254740993');
    expect(first.tags).toEqual(['a', 'b c', 'with "quotes"', 'back\\slash', '', null]);
    expect((a.rows[1] as Record<string, unknown>).s).toBe('non-ASCII: é ü ß 日本語 😀 end');
    expect((a.rows[1] as Record<string, unknown>).ts).toBe(Infinity);
    expect((a.rows[3] as Record<string, unknown>).bin).toHaveLength(70_000);
  });

  it('answers parameterised reads, expressions and empty results alike', async () => {
    const reads: [string, unknown[]][] = [
      ['SELECT id, s, tags, j FROM kinds WHERE s = $1', ['non-ASCII: é ü ß 日本語 😀 end']],
      ['SELECT * FROM kinds WHERE id = $1', [404]],
      ['SELECT count(*) AS n, sum(n8) AS total, avg(r) AS mean, max(f) AS top FROM kinds', []],
      [
        'SELECT $1::text AS a, $2::int AS b, $3::bytea AS c, $4::timestamptz AS d',
        ['x', 7, new Uint8Array([9]), new Date(0)],
      ],
      ['SELECT 1 AS a, 2 AS a, 3 AS b', []],
      ['SELECT 1 AS "__proto__", 2 AS "constructor"', []],
      ['SELECT ARRAY[$1::uuid] AS ids, $2::jsonb AS doc', ['7b6f3c1e-2d4a-4e5f-9a8b-1c2d3e4f5a6b', '{"k":[1,2]}']],
      ['SELECT g AS n, repeat($1, g % 50) AS s FROM generate_series(1, 3000) g', ['ü']],
    ];
    for (const [sql, params] of reads) {
      const [a, b] = await both((q) => q.query(sql, params));
      expect(a.rows, sql).toStrictEqual(b.rows);
      expect(a.rowCount, sql).toBe(b.rowCount);
    }
    const [proto] = await both((q) => q.query('SELECT 1 AS "__proto__"'));
    expect(Object.getPrototypeOf(proto.rows[0])).toBe(Object.prototype);
    expect(Object.keys(proto.rows[0] as object)).toEqual(['__proto__']);
  });

  it('reads timestamptz in binary to the Date `query` makes of the text, microseconds cut off downwards', async () => {
    const sql = `SELECT $1::timestamptz AS given, ts FROM kinds WHERE id = 1 UNION ALL
      SELECT v::timestamptz, NULL FROM unnest($2::text[]) v`;
    const texts = [
      '2026-11-25 20:04:17.123999+00',
      '2026-11-25 20:04:17.123+05:30',
      '1999-12-31 23:59:59.999999+00',
      '2000-01-01 00:00:00.000001+00',
      '1969-12-31 23:59:59.999500+00',
      '1500-01-01 00:00:00+00',
      '2400-02-29 12:00:00.5+00',
      '9999-12-31 23:59:59.999999+00',
      'infinity',
      '-infinity',
    ];
    const [a, b] = await both((q) => q.query<{ given: unknown }>(sql, [new Date(-1), texts]));
    expect(a.rows).toStrictEqual(b.rows);
    expect(a.rows.map((r) => (r.given instanceof Date ? r.given.toISOString() : r.given))).toEqual([
      '1969-12-31T23:59:59.999Z',
      '2026-11-25T20:04:17.123Z',
      '2026-11-25T14:34:17.123Z',
      '1999-12-31T23:59:59.999Z',
      '2000-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '1500-01-01T00:00:00.000Z',
      '2400-02-29T12:00:00.500Z',
      '9999-12-31T23:59:59.999Z',
      Infinity,
      -Infinity,
    ]);
    // Where the text's parse goes wrong (a year before 100 reads as 19xx), the binary value does not.
    const [early] = await both((q) => q.query<{ t: Date }>(`SELECT '0099-06-01 12:00:00+00'::timestamptz AS t`));
    expect(early.rows[0]!.t.getUTCFullYear()).toBe(99);
  });

  it('counts and returns rows of INSERT, UPDATE and DELETE as `query` does, in and out of transactions', async () => {
    const writes: [string, unknown[]][] = [
      ['INSERT INTO kinds (id, s) VALUES ($1, $2)', [10, 'ten']],
      ['INSERT INTO kinds (id, s) VALUES ($1, $2), ($3, $4) RETURNING id, s, big, tags', [11, 'eleven', 12, 'twelve']],
      ['UPDATE kinds SET n2 = n2 + 1 WHERE id >= $1', [10]],
      ['UPDATE kinds SET vc = $2 WHERE id = $1 RETURNING vc, ts', [1, 'changed']],
      ['UPDATE kinds SET vc = $2 WHERE id = $1', [999, 'nobody']],
      ['DELETE FROM kinds WHERE id = $1 RETURNING *', [12]],
      ['DELETE FROM kinds WHERE id > $1', [10]],
      ['WITH gone AS (DELETE FROM kinds WHERE id = $1 RETURNING id) SELECT count(*) AS n FROM gone', [10]],
    ];
    for (const [sql, params] of writes) {
      const [a, b] = await both((q) => q.query(sql, params));
      expect(a.rows, sql).toStrictEqual(b.rows);
      expect(a.rowCount, sql).toBe(b.rowCount);
    }
    const [a, b] = await Promise.all(
      [raw, plain].map((db) =>
        db.tx(async (q) => {
          const ins = await q.query('INSERT INTO kinds (id, s) VALUES ($1, $2), ($3, $4)', [20, 'x20', 21, 'x21']);
          const upd = await q.query('UPDATE kinds SET b = $1 WHERE id IN (20, 21) RETURNING id, b', [true]);
          const del = await q.query('DELETE FROM kinds WHERE id IN (20, 21)');
          return [ins, upd, del];
        }),
      ),
    );
    expect(a).toStrictEqual(b);
    expect(a!.map((r) => r.rowCount)).toEqual([2, 2, 2]);
  });

  it('throws the error `query` throws, with its code, constraint and detail', async () => {
    const unique = await bothFail('INSERT INTO kinds (id, s) VALUES ($1, $2)', [30, 'plain ascii']);
    expect(unique).toMatchObject({ code: '23505', constraint: 'kinds_s_key', table: 'kinds' });
    expect((unique as { detail?: string }).detail).toContain('plain ascii');
    const primary = await bothFail('INSERT INTO kinds (id) VALUES ($1)', [1]);
    expect(primary).toMatchObject({ code: '23505', constraint: 'kinds_pkey' });
    expect(await bothFail('UPDATE kinds SET n2 = $1 WHERE id = 1', [5000])).toMatchObject({
      code: '23514',
      constraint: 'kinds_n2_small',
    });
    expect(await bothFail('INSERT INTO kinds (id) VALUES ($1)', [null])).toMatchObject({ code: '23502', column: 'id' });
    expect(await bothFail('SELECT * FROM kinds WHERE u = $1', ['not-a-uuid'])).toMatchObject({ code: '22P02' });
    expect(await bothFail("SELECT * FROM kinds WHERE s = 'é' AND 1 / $1 = 0", [0])).toMatchObject({ code: '22012' });
    // Still usable, and the failed writes changed nothing.
    const [a, b] = await both((q) => q.query('SELECT id, s, n2 FROM kinds ORDER BY id'));
    expect(a.rows).toStrictEqual(b.rows);
    expect(a.rows).toHaveLength(ROWS.length);
  });
});

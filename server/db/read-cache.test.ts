import { describe, expect, it } from 'vitest';
import { ReadCache, isReadOnlySql } from './read-cache.js';

/** A load whose runs resolve when told to, counting them. */
function gate<T>(value: T) {
  const waiting: (() => void)[] = [];
  let runs = 0;
  const load = () => {
    runs++;
    return new Promise<T>((res) => waiting.push(() => res(structuredClone(value))));
  };
  return { load, release: () => waiting.splice(0).forEach((f) => f()), runs: () => runs };
}

describe('isReadOnlySql', () => {
  it('takes a plain SELECT or WITH … SELECT as a read', () => {
    expect(isReadOnlySql('SELECT * FROM sessions WHERE gk_session_id = $1')).toBe(true);
    expect(isReadOnlySql('  with x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(isReadOnlySql('SELECT last_updated_at FROM t')).toBe(true);
  });
  it('takes anything that could change a row as a write', () => {
    for (const sql of [
      'UPDATE sessions SET is_active = false',
      'INSERT INTO t VALUES (1)',
      'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d',
      'SELECT * FROM sessions FOR UPDATE',
      "SELECT nextval('s')",
      'BEGIN',
      'TRUNCATE t',
    ])
      expect(isReadOnlySql(sql), sql).toBe(false);
  });
});

describe('ReadCache', () => {
  it('answers a repeated read from what it kept, frozen', async () => {
    const cache = new ReadCache();
    let runs = 0;
    const load = async () => ({ rows: [{ id: 'a', data: { k: 'v' } }], n: ++runs });
    const first = await cache.read('k', load);
    const second = await cache.read('k', load);
    expect(second).toBe(first);
    expect(runs).toBe(1);
    expect(Object.isFrozen(first.rows[0]!.data)).toBe(true);
    expect(() => {
      (first.rows[0] as { id: string }).id = 'b';
    }).toThrow(TypeError);
  });

  it('reads again after a write', async () => {
    const cache = new ReadCache();
    let value = 1;
    const load = async () => ({ value });
    expect((await cache.read('k', load)).value).toBe(1);
    cache.invalidate();
    value = 2;
    cache.invalidate();
    expect((await cache.read('k', load)).value).toBe(2);
  });

  it('does not keep an answer read while a write started', async () => {
    const cache = new ReadCache();
    const g = gate({ value: 'old' });
    const reading = cache.read('k', g.load);
    cache.invalidate(); // a write starts while the read runs
    g.release();
    expect((await reading).value).toBe('old');
    const after = gate({ value: 'new' });
    const next = cache.read('k', after.load);
    after.release();
    expect((await next).value).toBe('new');
    expect(after.runs()).toBe(1);
  });

  it('shares one read among callers asking the same before it ends, and not across a write', async () => {
    const cache = new ReadCache();
    const g = gate({ value: 1 });
    const a = cache.read('k', g.load);
    const b = cache.read('k', g.load);
    expect(g.runs()).toBe(1);
    cache.invalidate();
    const c = cache.read('k', g.load); // after the write started: a read of its own
    expect(g.runs()).toBe(2);
    g.release();
    await c;
    expect(await b).toBe(await a);
  });

  it('does not keep a failed read', async () => {
    const cache = new ReadCache();
    await expect(cache.read('k', () => Promise.reject(new Error('closed')))).rejects.toThrow('closed');
    expect(await cache.read('k', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ReadCache({ maxEntries: 2 });
    let runs = 0;
    const load = async () => ++runs;
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('a', load); // a is now the most recent
    await cache.read('c', load); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.read('a', load)).toBe(1);
    expect(await cache.read('b', load)).toBe(4);
  });
});

describe('ReadCache, writes that declare their rows', () => {
  /** Reads `key` tagged `tags`, counting loads: the count goes up when the kept answer was stale. */
  function reader(cache: ReadCache) {
    let loads = 0;
    return {
      read: (key: string, tags?: string[]) => cache.read(key, async () => ++loads, tags && (() => tags)),
      loads: () => loads,
    };
  }

  it("makes stale the answers read from a written row, its scope or its table, and not another row's", async () => {
    const cache = new ReadCache();
    const r = reader(cache);
    const row = ['sessions|A|1', 'engagements|A|e1'];
    await r.read('a1', row);
    await r.read('a2', ['sessions|A|2']);
    await r.read('b1', ['sessions|B|1']);
    cache.invalidate(['sessions|A|1']);
    expect([
      await r.read('a1', row),
      await r.read('a2', ['sessions|A|2']),
      await r.read('b1', ['sessions|B|1']),
    ]).toEqual([4, 2, 3]);
    cache.invalidate(['engagements|A|e1']); // the engagement the read depends on
    expect(await r.read('a1', row)).toBe(5);
    cache.invalidate(['sessions|A']); // every session of scope A
    expect([await r.read('a2', ['sessions|A|2']), await r.read('b1', ['sessions|B|1'])]).toEqual([6, 3]);
    cache.invalidate(['sessions']); // the whole table
    expect(await r.read('b1', ['sessions|B|1'])).toBe(7);
  });

  it('makes stale an answer read from a scope when one row of it is written', async () => {
    const cache = new ReadCache();
    const r = reader(cache);
    await r.read('layers', ['configset_revisions|A']);
    cache.invalidate(['configset_revisions|B|x']);
    expect(await r.read('layers', ['configset_revisions|A'])).toBe(1);
    cache.invalidate(['configset_revisions|A|x']);
    expect(await r.read('layers', ['configset_revisions|A'])).toBe(2);
  });

  it('makes stale, on any write, an answer that does not say what it was read from', async () => {
    const cache = new ReadCache();
    const r = reader(cache);
    await r.read('q');
    cache.invalidate(['sessions|A|1']);
    expect(await r.read('q')).toBe(2);
  });

  it('does not keep an answer whose row was written while it was read', async () => {
    const cache = new ReadCache();
    const g = gate({ value: 'old' });
    const reading = cache.read('k', g.load, () => ['sessions|A|1']);
    cache.invalidate(['sessions|A|1']);
    g.release();
    expect((await reading).value).toBe('old');
    const after = gate({ value: 'new' });
    const next = cache.read('k', after.load, () => ['sessions|A|1']);
    after.release();
    expect((await next).value).toBe('new');
    expect(after.runs()).toBe(1);
  });

  it('forgets every answer once too many rows were written to track them', async () => {
    const cache = new ReadCache();
    const r = reader(cache);
    await r.read('a', ['sessions|A|1']);
    for (let i = 0; i < 9000; i++) cache.invalidate([`sessions|B|${i}`]);
    expect(await r.read('a', ['sessions|A|1'])).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { ReadBatcher } from './read-batch.js';

/** A load over a table of rows, whose statements answer when told to; it records each one's keys. */
function table(rows: Record<string, string>) {
  const statements: string[][] = [];
  const pending: (() => void)[] = [];
  const load = (keys: string[]) => {
    statements.push(keys);
    const snapshot = keys.map((k) => rows[k]);
    return new Promise<(string | undefined)[]>((res) => pending.push(() => res(snapshot)));
  };
  const answerAll = async () => {
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { load, statements, answerAll };
}

describe('ReadBatcher', () => {
  it('sends a read at once while fewer statements than the limit are out', async () => {
    const t = table({ a: 'A' });
    const b = new ReadBatcher(t.load, { maxInFlight: 2 });
    const a = b.get('a');
    expect(t.statements).toEqual([['a']]);
    await t.answerAll();
    expect(await a).toBe('A');
  });

  it('sends the reads that arrived meanwhile as one statement, each answered with its own row', async () => {
    const t = table({ a: 'A', b: 'B', c: 'C' });
    const b = new ReadBatcher(t.load, { maxInFlight: 1 });
    const first = b.get('a');
    const later = [b.get('b'), b.get('c'), b.get('b'), b.get('missing')];
    expect(t.statements).toEqual([['a']]);
    await t.answerAll();
    expect(t.statements).toEqual([['a'], ['b', 'c', 'missing']]);
    expect(await first).toBe('A');
    expect(await Promise.all(later)).toEqual(['B', 'C', 'B', undefined]);
  });

  it('reads a key again when it was asked after its statement left', async () => {
    const rows: Record<string, string> = { a: 'old' };
    const t = table(rows);
    const b = new ReadBatcher(t.load, { maxInFlight: 1 });
    const before = b.get('a');
    rows.a = 'new'; // a write that ends after the first statement left
    const after = b.get('a');
    await t.answerAll();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
  });

  it('keeps to maxBatch keys a statement', async () => {
    const t = table({});
    const b = new ReadBatcher(t.load, { maxInFlight: 1, maxBatch: 2 });
    const all = ['a', 'b', 'c', 'd', 'e'].map((k) => b.get(k));
    await t.answerAll();
    await Promise.all(all);
    expect(t.statements).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });

  it('fails the reads of a failed statement only, and goes on with the next', async () => {
    let n = 0;
    const b = new ReadBatcher(
      async (keys: string[]) => {
        if (n++ === 0) throw new Error('connection lost');
        return keys.map((k) => k.toUpperCase());
      },
      { maxInFlight: 1 },
    );
    const failed = b.get('a');
    const next = b.get('b');
    await expect(failed).rejects.toThrow('connection lost');
    expect(await next).toBe('B');
  });
});

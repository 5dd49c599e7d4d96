import { describe, expect, it } from 'vitest';
import { ReadBatcher } from './read-batch.js';

/** The end of the current turn of the event loop (a batcher sends then). */
const turnEnd = () => new Promise<void>((r) => setImmediate(r));

/** A load over a table of rows that records each statement's keys and reads the rows as it runs. */
function table(rows: Record<string, string>) {
  const statements: string[][] = [];
  const load = async (keys: string[]) => {
    statements.push(keys);
    return keys.map((k) => rows[k]);
  };
  return { load, statements };
}

describe('ReadBatcher', () => {
  it('sends the reads asked in one turn as one statement, each answered with its own row', async () => {
    const t = table({ a: 'A', b: 'B', c: 'C' });
    const b = new ReadBatcher(t.load);
    const asked = [b.get('a'), b.get('b'), b.get('c'), b.get('b'), b.get('missing')];
    expect(t.statements).toEqual([]); // nothing leaves before the turn ends
    expect(await Promise.all(asked)).toEqual(['A', 'B', 'C', 'B', undefined]);
    expect(t.statements).toEqual([['a', 'b', 'c', 'missing']]);
  });

  it('sends a lone read at the end of its turn', async () => {
    const t = table({ a: 'A' });
    const b = new ReadBatcher(t.load);
    const a = b.get('a');
    await turnEnd();
    expect(t.statements).toEqual([['a']]);
    expect(await a).toBe('A');
  });

  it('reads a key again when it is asked in a later turn, after a write', async () => {
    const rows: Record<string, string> = { a: 'old' };
    const t = table(rows);
    const b = new ReadBatcher(t.load);
    expect(await b.get('a')).toBe('old');
    rows.a = 'new';
    expect(await b.get('a')).toBe('new');
    expect(t.statements).toEqual([['a'], ['a']]);
  });

  it('keeps to maxBatch keys a statement', async () => {
    const t = table({});
    const b = new ReadBatcher(t.load, { maxBatch: 2 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((k) => b.get(k)));
    expect(t.statements).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('fails the reads of a failed statement only, and goes on with the next turn', async () => {
    let n = 0;
    const b = new ReadBatcher(async (keys: string[]) => {
      if (n++ === 0) throw new Error('connection lost');
      return keys.map((k) => k.toUpperCase());
    });
    const failed = [b.get('a'), b.get('b')];
    await expect(failed[0]).rejects.toThrow('connection lost');
    await expect(failed[1]).rejects.toThrow('connection lost');
    expect(await b.get('c')).toBe('C');
  });

  it('fails the reads of a load that throws at once', async () => {
    const b = new ReadBatcher<string>(() => {
      throw new Error('pool closed');
    });
    await expect(b.get('a')).rejects.toThrow('pool closed');
  });
});

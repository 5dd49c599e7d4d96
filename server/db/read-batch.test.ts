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

  describe('in line for one connection (whenReady)', () => {
    /** One connection: work runs one piece at a time, in the order asked (what PGlite's lock does). */
    function connection() {
      let tail: Promise<unknown> = Promise.resolve();
      const log: string[] = [];
      const q = { query: () => Promise.reject(new Error('not used')) };
      const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
        const run = tail.then(fn);
        tail = run.catch(() => undefined);
        return run;
      };
      return {
        log,
        whenReady: <T>(fn: (on: typeof q) => Promise<T>) => inTurn(() => fn(q)),
        write: (name: string) =>
          inTurn(async () => {
            log.push(name);
            await turnEnd();
          }),
      };
    }

    it('takes its place with the first read, and takes the reads asked until its turn, before later writes', async () => {
      const c = connection();
      const statements: string[][] = [];
      const b = new ReadBatcher(
        async (keys: string[], on) => {
          expect(on).toBeDefined(); // read on the connection's turn, not through the pool
          statements.push(keys);
          c.log.push(`read ${keys.join(',')}`);
          return keys.map((k) => k.toUpperCase());
        },
        { whenReady: c.whenReady },
      );
      const w1 = c.write('write 1'); // holds the connection for a turn
      const a = b.get('a'); // the batch takes its place here
      const w2 = c.write('write 2');
      await turnEnd();
      const later = b.get('b'); // asked a turn later, while the batch still waits: joins it
      expect(await Promise.all([a, later, w1, w2])).toEqual(['A', 'B', undefined, undefined]);
      expect(statements).toEqual([['a', 'b']]);
      expect(c.log).toEqual(['write 1', 'read a,b', 'write 2']);
      // Once it has left, a read takes the next place.
      expect(await b.get('c')).toBe('C');
      expect(statements).toEqual([['a', 'b'], ['c']]);
    });

    it('waits for the end of the turn even when the connection is free, so reads asked together go together', async () => {
      const c = connection();
      const statements: string[][] = [];
      const b = new ReadBatcher(
        async (keys: string[]) => {
          statements.push(keys);
          return keys;
        },
        { whenReady: c.whenReady },
      );
      const asked = [b.get('a')];
      await Promise.resolve();
      await Promise.resolve();
      asked.push(b.get('b'));
      await Promise.all(asked);
      expect(statements).toEqual([['a', 'b']]);
    });

    it('sends at most 32 keys a statement; the rest take the next place in line as it leaves', async () => {
      const c = connection();
      const statements: string[][] = [];
      const b = new ReadBatcher(
        async (keys: string[]) => {
          statements.push(keys);
          c.log.push(`read ${keys.length}`);
          return keys;
        },
        { whenReady: c.whenReady },
      );
      const keys = Array.from({ length: 70 }, (_, i) => `k${i}`);
      const asked = keys.map((k) => b.get(k));
      const w = c.write('write'); // asked after the first statement took its place, before the others
      expect(await Promise.all(asked)).toEqual(keys);
      await w;
      expect(statements.map((s) => s.length)).toEqual([32, 32, 6]);
      expect(statements.flat()).toEqual(keys);
      expect(c.log).toEqual(['read 32', 'write', 'read 32', 'read 6']);
    });

    it('fails the waiting reads when the turn never comes, and goes on afterwards', async () => {
      let fail = true;
      const b = new ReadBatcher(async (keys: string[]) => keys, {
        whenReady: async (fn) => {
          if (fail) throw new Error('closing');
          return fn({ query: () => Promise.reject(new Error('not used')) });
        },
      });
      await expect(b.get('a')).rejects.toThrow('closing');
      fail = false;
      expect(await b.get('b')).toBe('b');
    });
  });
});

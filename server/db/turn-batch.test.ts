import { describe, expect, it } from 'vitest';
import { TurnBatcher } from './turn-batch.js';

describe('TurnBatcher', () => {
  it('does the items added in one turn together, at most maxBatch at a time, each answered on its own', async () => {
    const lists: number[][] = [];
    const b = new TurnBatcher<number, number>(
      async (items) => {
        lists.push(items);
        return items.map((n) =>
          n === 3 ? { status: 'rejected', reason: new Error('three') } : { status: 'fulfilled', value: n * 10 },
        );
      },
      { maxBatch: 4 },
    );
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => b.add(n)));
    expect(lists).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      10,
      20,
      'three',
      40,
      50,
      60,
    ]);
    // A later turn starts a list of its own.
    expect(await b.add(7)).toBe(70);
    expect(lists.at(-1)).toEqual([7]);
  });

  it('fails every item of a list whose run fails', async () => {
    const b = new TurnBatcher<number, number>(() => {
      throw new Error('down');
    });
    const outcomes = await Promise.allSettled([b.add(1), b.add(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  });

  it('with oneInFlight, holds what is added while a list runs and sends it as the next list; one item per key a list', async () => {
    const lists: string[][] = [];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const b = new TurnBatcher<string, string>(
      async (items) => {
        lists.push(items);
        if (lists.length === 1) await first;
        return items.map((x) => ({ status: 'fulfilled', value: x.toUpperCase() }));
      },
      { oneInFlight: true, keyOf: (x) => x[0]! },
    );
    const a = [b.add('a1'), b.add('b1'), b.add('a2')];
    await new Promise<void>((r) => setImmediate(r));
    expect(lists).toEqual([['a1', 'b1']]);
    // Added while the first list runs: nothing leaves until it has answered.
    const later = [b.add('c1'), b.add('d1')];
    await new Promise<void>((r) => setImmediate(r));
    await new Promise<void>((r) => setImmediate(r));
    expect(lists).toHaveLength(1);
    release();
    expect(await Promise.all([...a, ...later])).toEqual(['A1', 'B1', 'A2', 'C1', 'D1']);
    expect(lists).toEqual([
      ['a1', 'b1'],
      ['a2', 'c1', 'd1'],
    ]);
  });
});

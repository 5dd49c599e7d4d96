import { describe, expect, it } from 'vitest';
import { oneATurn } from './one-a-turn.js';

const turnEnd = () => new Promise<void>((r) => setImmediate(r));

describe('oneATurn', () => {
  it('does one item per turn of the event loop, in order, and goes on past one that throws', async () => {
    const done: string[] = [];
    oneATurn(['a', 'b', 'c'], (x) => {
      if (x === 'b') throw new Error('b fails');
      done.push(x);
    });
    expect(done).toEqual([]); // nothing in the caller's turn
    await turnEnd();
    expect(done).toEqual(['a']);
    await turnEnd();
    await turnEnd();
    expect(done).toEqual(['a', 'c']);
  });
});

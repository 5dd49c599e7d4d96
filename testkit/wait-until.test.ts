// waitUntil's pauses: a quarter of the time waited, from 10 ms to 250 ms, by default (a test following a job must
// not load the server doing it; see wait-until.testkit.ts), fixed when asked; and its failure names
// what it waited for and what it last saw.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitUntil } from './wait-until.testkit.js';

describe('waitUntil', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The times (ms from the start) at which `probe` was called while waiting `runMs`. */
  async function probeTimes(runMs: number, opts: { intervalMs?: number } = {}): Promise<number[]> {
    const t0 = Date.now();
    const at: number[] = [];
    const done = waitUntil(
      () => {
        at.push(Date.now() - t0);
        return Date.now() - t0 >= runMs;
      },
      { what: 'the end', timeoutMs: 60_000, ...opts },
    );
    await vi.advanceTimersByTimeAsync(runMs + 1_000);
    await done;
    return at;
  }

  it('looks at once, then pauses a quarter of the time waited so far, from 10 ms up to 250 ms', async () => {
    const at = await probeTimes(3_000);
    expect(at.slice(0, 6)).toEqual([0, 10, 20, 30, 40, 50]);
    for (let i = 1; i < at.length; i++) {
      const gap = at[i]! - at[i - 1]!;
      expect(gap).toBe(Math.min(250, Math.max(10, Math.round(at[i - 1]! / 4))));
    }
    expect(at.at(-1)! - at.at(-2)!).toBe(250);
    // Three seconds of waiting cost 28 probes, not the 150 of a 20 ms poll.
    expect(at.length).toBe(28);
  });

  it('keeps a fixed pause when given one', async () => {
    const at = await probeTimes(100, { intervalMs: 25 });
    expect(at).toEqual([0, 25, 50, 75, 100]);
  });

  it('resolves with the first truthy value', async () => {
    let n = 0;
    const done = waitUntil(() => (++n >= 3 ? { n } : undefined), { what: 'three looks' });
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toEqual({ n: 3 });
  });

  it('fails after the timeout, naming what it waited for and the last value seen', async () => {
    const finished: string[] = [];
    const done = waitUntil(() => finished.length, { what: 'the job to finish', timeoutMs: 1_000 });
    const failed = expect(done).rejects.toThrow(/timed out after 1000 ms waiting for the job to finish; last seen: 0/);
    await vi.advanceTimersByTimeAsync(2_000);
    await failed;
  });
});

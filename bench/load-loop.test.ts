import { describe, expect, it } from 'vitest';
import { measureAlternating, measureLoad, pairRatios, pairSpread } from './load-loop.js';

// A fake call of a mixed load: every third one is slow (a StartSession behind its batch).
function mixed() {
  let n = 0;
  return () => {
    const kind = n++ % 3 === 2 ? 'Slow' : 'Fast';
    return new Promise<{ ok: boolean; kind: string }>((resolve) =>
      kind === 'Slow'
        ? setTimeout(() => resolve({ ok: true, kind }), 8)
        : setImmediate(() => resolve({ ok: true, kind })),
    );
  };
}

describe('measureLoad', () => {
  it('measures a mixed load by the kind each call names, as well as in all', async () => {
    const r = await measureLoad({ inFlight: 3, seconds: 0.2, warmup: 0, warmupSeconds: 0 }, mixed());
    const { Fast, Slow } = r.byKind ?? {};
    expect(Fast && Slow).toBeTruthy();
    expect(Fast!.calls + Slow!.calls).toBe(r.calls);
    // The slow kind's latencies are its own: at least its 8 ms, while the fast kind's median is not.
    expect(Slow!.p50Ms).toBeGreaterThanOrEqual(7);
    expect(Fast!.p50Ms).toBeLessThan(Slow!.p50Ms);
    expect(r.p99Ms).toBeGreaterThanOrEqual(Slow!.p50Ms);
  });

  it('gives no figures by kind when the calls name none', async () => {
    const r = await measureLoad({ inFlight: 2, seconds: 0.05, warmup: 0, warmupSeconds: 0 }, () =>
      Promise.resolve(true),
    );
    expect(r.calls).toBeGreaterThan(0);
    expect(r.byKind).toBeUndefined();
  });
});

/** A call that takes `ms` and notes `name` in `log` as it starts. */
const timed = (name: string, ms: number, log: string[]) => () =>
  new Promise<boolean>((resolve) => {
    log.push(name);
    setTimeout(() => resolve(true), ms);
  });

describe('measureAlternating', () => {
  it('measures the two in turns A B B A, after warming both up', async () => {
    const log: string[] = [];
    const [a, b] = await measureAlternating({ inFlight: 1, seconds: 0.03, turns: 4, warmup: 1, warmupSeconds: 0 }, [
      timed('A', 5, log),
      timed('B', 5, log),
    ]);
    // Each run of one name: the warm-ups (A, B), then the slices in their order.
    const runs = log.filter((n, i) => n !== log[i - 1]);
    expect(runs).toEqual(['A', 'B', 'A', 'B', 'A', 'B', 'A']);
    expect(a.slices).toHaveLength(4);
    expect(b.slices).toHaveLength(4);
    expect(a.calls).toBe(a.slices.reduce((n, s) => n + s.calls, 0));
  });

  it('counts the calls that end inside a slice over the slice, not the drain after it', async () => {
    // 40 ms calls in a 100 ms slice: two end inside it per worker, a third after it.
    const log: string[] = [];
    const [a] = await measureAlternating({ inFlight: 2, seconds: 0.1, turns: 1, warmup: 0, warmupSeconds: 0 }, [
      timed('A', 40, log),
      timed('B', 40, log),
    ]);
    expect(a.slices).toEqual([{ calls: 4, seconds: 0.1 }]);
    expect(log.filter((n) => n === 'A')).toHaveLength(6);
  });

  it('gives each pair of neighbouring slices its ratio, and their median and range', () => {
    const side = (rates: number[]) => ({
      calls: 0,
      attempts: 0,
      seconds: rates.length,
      p50Ms: 0,
      p99Ms: 0,
      errors: 0,
      clientCpuMsPerCall: 0,
      slices: rates.map((r) => ({ calls: r / 4, seconds: 0.25 })),
    });
    // One slow slice of ours (a stall) moves its own pair only.
    const ratios = pairRatios(side([100, 200, 100, 100]), side([80, 160, 20, 70]));
    expect(ratios.map((r) => Math.round(r * 100) / 100)).toEqual([0.8, 0.8, 0.2, 0.7]);
    expect(pairSpread(ratios)).toBe('slice pairs (4): median 0.75, 0.20-0.80');
  });
});

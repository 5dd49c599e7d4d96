import { describe, expect, it } from 'vitest';
import { measureLoad } from './load-loop.js';

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

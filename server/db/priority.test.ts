// The two-class gate (priority.ts) on its own: when a background batch may go, told by the order
// things happen in, never by sleeping.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setImmediate as turn } from 'node:timers/promises';
import { PriorityGate } from './priority.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A few turns of the event loop: whatever the gate would decide on its own, it has decided. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await turn();
}

describe('PriorityGate', () => {
  it('holds a background batch while interactive work waits, and lets it go once that work is done', async () => {
    let busy = true;
    const gate = new PriorityGate({ busy: () => busy, minWaitMs: 60_000 });
    const order: string[] = [];
    const bg = gate.run(async () => void order.push('background'));
    await settle();
    expect(order).toEqual([]);
    busy = false;
    order.push('interactive done');
    gate.wake();
    await bg;
    expect(order).toEqual(['interactive done', 'background']);
  });

  it('runs one background batch at a time, in the order they came', async () => {
    const gate = new PriorityGate({ busy: () => false });
    const order: string[] = [];
    const first = deferred();
    const a = gate.run(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = gate.run(async () => void order.push('b'));
    const c = gate.run(async () => void order.push('c'));
    await settle();
    expect(order).toEqual(['a starts']);
    expect(gate.waiting).toBe(2);
    first.resolve();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a starts', 'a ends', 'b', 'c']);
  });

  it('gives background work its turn under unbroken interactive load once it has waited its share', async () => {
    let now = 0;
    const gate = new PriorityGate({ busy: () => true, share: 4, minWaitMs: 10, now: () => now });
    // The first waits its least (10 ms); it takes 5 ms of the clock, so the next waits up to
    // 4 × 5 = 20 ms for a pause.
    const first = gate.run(async () => void (now += 5));
    now += 10;
    gate.wake();
    await first;
    let ran = false;
    const next = gate.run(async () => void (ran = true));
    now += 19;
    gate.wake();
    await settle();
    expect(ran).toBe(false);
    now += 1;
    gate.wake();
    await next;
    expect(ran).toBe(true);
  });

  it('counts a batch queued behind another from when that one ends, not from when it queued', async () => {
    let now = 0;
    const gate = new PriorityGate({ busy: () => true, share: 4, minWaitMs: 10, now: () => now });
    // Two sources of background work queue together (a seeding chunk, a job step); the first
    // goes after its least wait and holds the connection for 50 ms of the clock.
    const first = gate.run(async () => void (now += 50));
    let ran = false;
    const second = gate.run(async () => void (ran = true));
    now += 10;
    gate.wake();
    await first;
    // By 259 ms it has been queued longer than 4 × 50 ms, but the calls have had the connection
    // only since the first ended: it waits 4 × 50 = 200 ms from that end.
    now += 199;
    gate.wake();
    await settle();
    expect(ran).toBe(false);
    now += 1;
    gate.wake();
    await second;
    expect(ran).toBe(true);
  });

  it('lets batches run side by side when not exclusive (a pool), still behind waiting calls', async () => {
    let busy = true;
    const gate = new PriorityGate({ busy: () => busy, exclusive: false, minWaitMs: 60_000 });
    const order: string[] = [];
    const held = deferred();
    const a = gate.run(async () => {
      order.push('a starts');
      await held.promise;
    });
    const b = gate.run(async () => void order.push('b'));
    await settle();
    expect(order).toEqual([]);
    busy = false;
    gate.wake();
    await b;
    expect(order).toEqual(['a starts', 'b']);
    held.resolve();
    await a;
  });

  it('a failed batch frees the gate for the next', async () => {
    const gate = new PriorityGate({ busy: () => false });
    await expect(gate.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  describe('the grace after interactive work (a fake clock)', () => {
    afterEach(() => void vi.useRealTimers());
    // Timers and Date faked, setImmediate left real: the gate's own turns still run in settle().
    const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const advance = async (ms: number) => {
      vi.advanceTimersByTime(ms);
      await settle();
    };

    it('keeps background work off the connection until interactive work has been quiet for the grace', async () => {
      fakeClock();
      const gate = new PriorityGate({ busy: () => false, graceMs: 3, minWaitMs: 60_000, now: () => Date.now() });
      let ran = false;
      gate.wake(); // a call's statement has just ended; with nothing in progress `busy` is false
      const bg = gate.run(async () => void (ran = true));
      await settle();
      expect(ran).toBe(false);
      await advance(2);
      expect(ran).toBe(false);
      await advance(1); // quiet for 3 ms: its timer lets it go, no wake needed
      await bg;
      expect(ran).toBe(true);
    });

    it('starts the grace over when a call comes within it', async () => {
      fakeClock();
      let busy = false;
      const gate = new PriorityGate({ busy: () => busy, graceMs: 3, minWaitMs: 60_000, now: () => Date.now() });
      let ran = false;
      gate.wake();
      const bg = gate.run(async () => void (ran = true));
      await advance(2);
      busy = true; // the client's next call
      await advance(5);
      expect(ran).toBe(false);
      busy = false;
      gate.wake();
      await advance(2);
      expect(ran).toBe(false);
      await advance(1);
      await bg;
      expect(ran).toBe(true);
    });

    it('by default keeps background work to its share while a client pauses 10 ms between calls', async () => {
      fakeClock();
      let busy = false;
      const gate = new PriorityGate({ busy: () => busy, now: () => Date.now() });
      // Seeding chunks of 5 ms each; a client whose calls end every 10 ms, nothing in progress
      // between them (a few calls in flight on a busy machine: answer, pause, next call).
      let heldMs = 0;
      let stop = false;
      const chain = (async () => {
        while (!stop)
          await gate.run(async () => {
            vi.setSystemTime(Date.now() + 5);
            heldMs += 5;
          });
      })();
      const start = Date.now();
      for (let t = 0; t < 1000; t += 10) {
        busy = true;
        await advance(1);
        busy = false;
        gate.wake();
        await advance(9);
      }
      const share = heldMs / (Date.now() - start);
      stop = true;
      await advance(100);
      await chain;
      // Its share (8: about a ninth), not every pause of the client's.
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThanOrEqual(0.15);
    });

    it('still gives background work its share when calls come back to back, gaps shorter than the grace', async () => {
      fakeClock();
      let busy = false;
      let calls = true;
      const gate = new PriorityGate({ busy: () => busy, graceMs: 3, share: 4, minWaitMs: 10, now: () => Date.now() });
      // A chain of batches, as demo seeding writes its chunks: each takes 5 ms of the clock, and the
      // calls that come meanwhile queue behind it (one connection).
      let done = 0;
      let heldMs = 0;
      const start = Date.now();
      const chain = (async () => {
        for (let i = 0; i < 100; i++)
          await gate.run(async () => {
            vi.setSystemTime(Date.now() + 5);
            busy = calls;
            heldMs += 5;
            done++;
          });
      })();
      // 500 ms of calls, one ending every millisecond: never quiet for 3 ms.
      for (let t = 0; t < 500; t++) {
        busy = false;
        gate.wake();
        await advance(1);
      }
      // Each batch waits its patience (4 × 5 ms) and then goes: about a fifth of the clock, never none.
      const doneUnderLoad = done;
      expect(done).toBeGreaterThanOrEqual(15);
      expect(heldMs / (Date.now() - start)).toBeLessThanOrEqual(0.25);
      // Once the calls stop, the rest follow, each as soon as the one before it ends.
      busy = calls = false;
      const stopped = Date.now();
      for (let t = 0; t < 1000 && done < 100; t++) await advance(1);
      // (no patience waited: that would be 5× their length)
      expect(Date.now() - stopped).toBeLessThanOrEqual(1.5 * 5 * (100 - doneUnderLoad));
      await chain;
      expect(done).toBe(100);
    });
  });
});

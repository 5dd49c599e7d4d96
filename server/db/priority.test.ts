// The two-class gate (priority.ts) on its own: when a background batch may go, told by the order
// things happen in, never by sleeping.
import { describe, expect, it } from 'vitest';
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
});

import { status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { EventLoopSlices, inlineWordsetsOverBudget, perAppSlots, REQUEST_BUDGETS } from './budgets.js';
import { RpcError } from './errors.js';
import { retryAfterOf } from './app-share.js';

/** Spins the CPU for `ms` (work a request does on the event loop). */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('EventLoopSlices', () => {
  it('lets other callbacks run between slices of one request’s work', async () => {
    const slices = new EventLoopSlices('test work', 5, 10_000);
    let others = 0;
    const tick = setInterval(() => others++, 0);
    try {
      for (let i = 0; i < 20; i++) {
        busy(2);
        await slices.next();
      }
    } finally {
      clearInterval(tick);
    }
    // 40 ms of work in 5 ms slices: other callbacks ran between them.
    expect(others).toBeGreaterThanOrEqual(3);
  });

  it('refuses the request with RESOURCE_EXHAUSTED once its work passes the total', async () => {
    const slices = new EventLoopSlices('test work', 5, 20);
    const err = await (async () => {
      for (let i = 0; i < 100; i++) {
        busy(3);
        await slices.next();
      }
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect((err as RpcError).code).toBe(status.RESOURCE_EXHAUSTED);
    expect((err as RpcError).message).toContain('test work needed more than 20 ms');
    expect(retryAfterOf(err as RpcError)).toBeGreaterThan(0);
  });
});

describe('budget rows', () => {
  it('measures inline wordsets against the per-request total', () => {
    const max = REQUEST_BUDGETS.inlineWordsetChars;
    expect(inlineWordsetsOverBudget(['x'.repeat(max / 2), 'x'.repeat(max / 2)])).toBeUndefined();
    expect(inlineWordsetsOverBudget(['x'.repeat(max / 2), 'x'.repeat(max / 2 + 1)])).toContain(`got ${max + 1}`);
  });

  it('gives an app half a pool, at least one slot', () => {
    expect([1, 2, 3, 4].map(perAppSlots)).toEqual([1, 1, 2, 2]);
  });
});

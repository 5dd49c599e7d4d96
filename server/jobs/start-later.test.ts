import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLater } from './start-later.js';

describe('startLater', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A promise settled by hand: the first call's answer. */
  const answer = () => {
    let resolve!: () => void;
    const p = new Promise<void>((r) => (resolve = r));
    return { p, resolve };
  };

  it('starts a turn after the first answer, not before, and once', async () => {
    const first = answer();
    const start = vi.fn();
    startLater(first.p, 3000, start);
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();
    first.resolve();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the wait when no call comes, and not again when one does', async () => {
    const first = answer();
    const start = vi.fn();
    startLater(first.p, 3000, start);
    await vi.advanceTimersByTimeAsync(2999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
    first.resolve();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled (a stop before the first answer)', async () => {
    const first = answer();
    const start = vi.fn();
    const cancel = startLater(first.p, 3000, start);
    cancel();
    first.resolve();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(start).not.toHaveBeenCalled();
  });
});

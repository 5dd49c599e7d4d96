import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../wire/clock.js';
import { RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  it('allows a burst, then refuses with a Retry-After until tokens refill', () => {
    const clock = new ManualClock();
    const rl = new RateLimiter({ burst: 3, perSecond: 0.5 }, clock);
    expect([rl.take('a').ok, rl.take('a').ok, rl.take('a').ok]).toEqual([true, true, true]);
    expect(rl.take('a')).toEqual({ ok: false, retryAfterSeconds: 2 });
    clock.advance(1000);
    expect(rl.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    clock.advance(1000);
    expect(rl.take('a').ok).toBe(true);
    expect(rl.take('a').ok).toBe(false);
  });

  it('keeps keys apart and never refills beyond the burst', () => {
    const clock = new ManualClock();
    const rl = new RateLimiter({ burst: 2, perSecond: 1 }, clock);
    rl.take('a');
    rl.take('a');
    expect(rl.take('a').ok).toBe(false);
    expect(rl.take('b').ok).toBe(true);
    clock.advance(60_000);
    expect([rl.take('a').ok, rl.take('a').ok, rl.take('a').ok]).toEqual([true, true, false]);
  });

  it('check() reports without consuming', () => {
    const clock = new ManualClock();
    const rl = new RateLimiter({ burst: 1, perSecond: 1 }, clock);
    expect(rl.check('x').ok).toBe(true);
    expect(rl.check('x').ok).toBe(true);
    rl.take('x');
    expect(rl.check('x')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('caps the number of tracked keys, dropping refilled buckets first', () => {
    const clock = new ManualClock();
    const rl = new RateLimiter({ burst: 2, perSecond: 1 }, clock, 3);
    for (const k of ['a', 'b', 'c']) rl.take(k);
    clock.advance(5000); // a, b, c refilled
    rl.take('d');
    rl.take('d');
    expect(rl.size).toBe(1);
    for (const k of ['e', 'f', 'g', 'h']) rl.take(k);
    expect(rl.size).toBeLessThanOrEqual(3);
    expect(rl.take('d').ok).toBe(true); // a dropped bucket starts full again; d was evicted as oldest
  });

  it('refuses nonsense limits', () => {
    expect(() => new RateLimiter({ burst: 0, perSecond: 1 }, new ManualClock())).toThrow();
    expect(() => new RateLimiter({ burst: 1, perSecond: 0 }, new ManualClock())).toThrow();
  });
});

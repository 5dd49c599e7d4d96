// Token buckets keyed by a string (client ID, remote address). Each bucket holds up to `burst`
// tokens and refills at `perSecond`; time comes from the injected clock. Full buckets are dropped
// so the map stays small, and the map is capped so a flood of keys cannot grow it without bound.
import type { Clock } from '../../wire/clock.js';

export interface RateLimit {
  burst: number;
  perSecond: number;
}

export interface TakeResult {
  ok: boolean;
  /** Whole seconds until one token is available again (0 when ok). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: Clock,
    private readonly maxKeys = 10_000,
  ) {
    if (!(limit.burst >= 1) || !(limit.perSecond > 0)) throw new Error('rate limit needs burst >= 1 and perSecond > 0');
  }

  private current(key: string): Bucket {
    const now = this.clock.now().getTime();
    const b = this.buckets.get(key);
    if (!b) return { tokens: this.limit.burst, at: now };
    const refilled = b.tokens + (Math.max(0, now - b.at) / 1000) * this.limit.perSecond;
    return { tokens: Math.min(this.limit.burst, refilled), at: now };
  }

  private retryAfter(tokens: number): number {
    return Math.max(1, Math.ceil((1 - tokens) / this.limit.perSecond));
  }

  /** Would a request under `key` be allowed now? Consumes nothing. */
  check(key: string): TakeResult {
    const b = this.current(key);
    return b.tokens >= 1
      ? { ok: true, retryAfterSeconds: 0 }
      : { ok: false, retryAfterSeconds: this.retryAfter(b.tokens) };
  }

  /** Takes one token for `key` when one is available. */
  take(key: string): TakeResult {
    const b = this.current(key);
    if (b.tokens < 1) {
      this.buckets.set(key, b);
      return { ok: false, retryAfterSeconds: this.retryAfter(b.tokens) };
    }
    b.tokens -= 1;
    this.store(key, b);
    return { ok: true, retryAfterSeconds: 0 };
  }

  private store(key: string, b: Bucket): void {
    this.buckets.delete(key);
    this.buckets.set(key, b);
    if (this.buckets.size > this.maxKeys) this.sweep();
  }

  /** Drops buckets that have refilled; if still too many, the oldest go first. */
  private sweep(): void {
    for (const key of this.buckets.keys()) {
      if (this.current(key).tokens >= this.limit.burst) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(key);
    }
  }

  /** Number of keys currently tracked (tests). */
  get size(): number {
    return this.buckets.size;
  }
}

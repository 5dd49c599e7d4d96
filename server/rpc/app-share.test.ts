import { describe, expect, it } from 'vitest';
import { status } from '@grpc/grpc-js';
import { AppShare, retryAfterOf } from './app-share.js';
import { RpcError } from './errors.js';

const refusal = (fn: () => unknown): RpcError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof RpcError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
};

describe('AppShare', () => {
  it('refuses an app over its share while another app still gets a slot', () => {
    const share = new AppShare({ what: 'speech decoder', total: 4, perApp: 2, retryAfterSeconds: 3 });
    share.acquire('a');
    share.acquire('a');
    const err = refusal(() => share.acquire('a'));
    expect(err.code).toBe(status.RESOURCE_EXHAUSTED);
    expect(err.extras.limit).toBe('speech decoder per app');
    expect(retryAfterOf(err)).toBe(3);
    expect(() => share.acquire('b')).not.toThrow();
    expect(share.used('a')).toBe(2);
    expect(share.used()).toBe(3);
  });

  it('refuses everyone when the pool is full, and a release frees exactly one slot once', () => {
    const share = new AppShare({ what: 'long poll', total: 2, perApp: 2 });
    const one = share.acquire('a');
    share.acquire('b');
    expect(refusal(() => share.acquire('c')).extras.limit).toBe('long poll total');
    one.release();
    one.release();
    expect(share.used()).toBe(1);
    share.acquire('c');
    expect(refusal(() => share.acquire('d')).extras.limit).toBe('long poll total');
  });
});

import { describe, expect, it } from 'vitest';
import { Violations, RpcError } from '../rpc/errors.js';
import { likePrefix } from './filters.js';
import type { SortKey } from './paging.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  decodePageToken,
  encodePageToken,
  fingerprint,
  readOrderBy,
  readPageSize,
} from './paging.js';

const KEYS: Record<string, SortKey> = {
  creation_timestamp: { expr: 'created_at', kind: 'timestamp' },
  risk: { expr: 'risk', kind: 'int' },
};
const ID = '0b8f7a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

function thrown(fn: () => unknown): RpcError {
  try {
    fn();
  } catch (err) {
    if (err instanceof RpcError) return err;
    throw err;
  }
  throw new Error('expected an RpcError');
}

describe('page size', () => {
  it('defaults, clamps and refuses negatives', () => {
    const v = new Violations();
    expect(readPageSize(v, 0)).toBe(DEFAULT_PAGE_SIZE);
    expect(readPageSize(v, undefined)).toBe(DEFAULT_PAGE_SIZE);
    expect(readPageSize(v, 7)).toBe(7);
    expect(readPageSize(v, 100_000)).toBe(MAX_PAGE_SIZE);
    expect(v.size).toBe(0);
    readPageSize(v, -1);
    expect(v.size).toBe(1);
  });
});

describe('order_by', () => {
  it('reads keys and directions from the allow-list only', () => {
    const v = new Violations();
    expect(readOrderBy(v, '', KEYS)).toMatchObject({ key: 'creation_timestamp', dir: 'desc' });
    expect(readOrderBy(v, 'risk', KEYS)).toMatchObject({ key: 'risk', dir: 'asc' });
    expect(readOrderBy(v, '  risk   DESC ', KEYS)).toMatchObject({ key: 'risk', dir: 'desc' });
    expect(v.size).toBe(0);
    for (const bad of ['tag', 'risk sideways', 'risk desc extra', 'created_at; drop table x']) {
      const one = new Violations();
      readOrderBy(one, bad, KEYS);
      expect(one.size, bad).toBe(1);
    }
  });
});

describe('page tokens', () => {
  const fp = fingerprint(['x', 'scope', { a: 1 }]);

  it('round-trip the cursor for the same request', () => {
    const ts = encodePageToken({ sortKey: '2026-03-02T09:00:00.123456Z', id: ID }, fp);
    expect(ts).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageToken(ts, fp, 'timestamp')).toEqual({ sortKey: '2026-03-02T09:00:00.123456Z', id: ID });
    const int = encodePageToken({ sortKey: '-2147483648', id: ID }, fp);
    expect(decodePageToken(int, fp, 'int')).toEqual({ sortKey: '-2147483648', id: ID });
    expect(decodePageToken('', fp, 'int')).toBeUndefined();
  });

  it('refuse garbage, tampering and reuse with another request, naming page_token', () => {
    const good = encodePageToken({ sortKey: '5', id: ID }, fp);
    const forged = Buffer.from(JSON.stringify({ v: 1, k: "5'; --", i: ID, f: fp })).toString('base64url');
    for (const bad of ['not a token!', 'abc', forged, good.slice(0, -3)]) {
      const err = thrown(() => decodePageToken(bad, fp, 'int'));
      expect(err.fieldViolations[0]?.field, bad).toBe('page_token');
    }
    // An int key read as a timestamp key (token of another order_by) is refused too.
    expect(thrown(() => decodePageToken(good, fp, 'timestamp')).fieldViolations[0]?.field).toBe('page_token');
    const other = thrown(() => decodePageToken(good, fingerprint(['x', 'scope', { a: 2 }]), 'int'));
    expect(other.fieldViolations[0]).toMatchObject({ field: 'page_token', violation: 'FIELD_CONFLICT' });
  });
});

describe('likePrefix', () => {
  it('takes LIKE wildcards literally', () => {
    expect(likePrefix('a_b%c\\')).toBe('a\\_b\\%c\\\\%');
  });
});

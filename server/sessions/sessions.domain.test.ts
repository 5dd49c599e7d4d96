import { describe, expect, it } from 'vitest';
import type { RpcError } from '../rpc/errors.js';
import { Violations } from '../rpc/errors.js';
import { ManualClock } from '../../wire/clock.js';
import {
  DEFAULT_TIMEOUTS,
  checkMaxLength,
  enumValue,
  expiresAt,
  isExpired,
  mayJoinStoppedEngagement,
  timeoutsResolver,
  SESSION_TYPES,
} from './sessions.domain.js';

const violationsOf = (v: Violations) => {
  try {
    v.throwIfAny();
    return [];
  } catch (err) {
    return (err as RpcError).fieldViolations;
  }
};

describe('timeouts', () => {
  it('defaults to 30 minutes for sessions, 4 hours for engagements, 24 hours of post-call', async () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ sessionMs: 1_800_000, engagementMs: 14_400_000, postCallMs: 86_400_000 });
    expect(await timeoutsResolver()('any-scope')).toEqual(DEFAULT_TIMEOUTS);
  });
  it('takes partial overrides and per-scope lookups', async () => {
    expect(await timeoutsResolver({ sessionMs: 1000 })('s')).toEqual({ ...DEFAULT_TIMEOUTS, sessionMs: 1000 });
    const perScope = timeoutsResolver(async (scope) => ({ ...DEFAULT_TIMEOUTS, engagementMs: scope === 'a' ? 5 : 6 }));
    expect((await perScope('a')).engagementMs).toBe(5);
    expect((await perScope('b')).engagementMs).toBe(6);
  });
  it('expires exactly at last activity plus the timeout, on a manual clock', () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
    const last = clock.now();
    expect(expiresAt(last, DEFAULT_TIMEOUTS.sessionMs).toISOString()).toBe('2026-01-01T12:30:00.000Z');
    clock.advance(DEFAULT_TIMEOUTS.sessionMs - 1);
    expect(isExpired(last, DEFAULT_TIMEOUTS.sessionMs, clock.now())).toBe(false);
    clock.advance(1);
    expect(isExpired(last, DEFAULT_TIMEOUTS.sessionMs, clock.now())).toBe(true);
  });
});

describe('joining a stopped engagement', () => {
  it('is for offline sessions only', () => {
    const offline = SESSION_TYPES.filter(mayJoinStoppedEngagement);
    expect(offline).toEqual([
      'SESSION_TYPE_FRAUD_ANALYST',
      'SESSION_TYPE_ADMINISTRATION',
      'SESSION_TYPE_OFFLINE_MEDIA_PROCESSING',
      'SESSION_TYPE_POST_CALL',
      'SESSION_TYPE_OTHER',
    ]);
  });
});

describe('field checks', () => {
  it('limits free text to 64 characters, counting characters not bytes', () => {
    const v = new Violations();
    checkMaxLength(v, 'details.business_type', 'x'.repeat(64), 'business_type');
    checkMaxLength(v, 'details.datacenter', 'é'.repeat(64), 'datacenter');
    expect(v.size).toBe(0);
    checkMaxLength(v, 'details.business_type', 'x'.repeat(65), 'business_type');
    expect(violationsOf(v)).toEqual([
      expect.objectContaining({ field: 'details.business_type', violation: 'TOO_LONG' }),
    ]);
  });
  it('reads enums by name, treats the zero value as absent and rejects unknown values', () => {
    const v = new Violations();
    expect(enumValue(v, 'session_type', 'SESSION_TYPE_IVR', SESSION_TYPES)).toBe('SESSION_TYPE_IVR');
    expect(enumValue(v, 'session_type', 'SESSION_TYPE_UNSPECIFIED', SESSION_TYPES)).toBeUndefined();
    expect(enumValue(v, 'session_type', undefined, SESSION_TYPES)).toBeUndefined();
    expect(v.size).toBe(0);
    enumValue(v, 'session_type', 77, SESSION_TYPES);
    enumValue(v, 'session_type', 'SESSION_TYPE_BOGUS', SESSION_TYPES);
    expect(violationsOf(v).map((x) => [x.field, x.violation])).toEqual([
      ['session_type', 'OUT_OF_RANGE'],
      ['session_type', 'OUT_OF_RANGE'],
    ]);
  });
});

// How a row's lock reads at a given time (pure: no storage).
import { describe, expect, it } from 'vitest';
import { effectiveLock, lockInfoToWire, type LockColumns } from './lock.js';

const t = (min: number) => new Date(Date.UTC(2026, 0, 1) + min * 60_000);
const unlocked: LockColumns = {
  lock_timestamp: null,
  lock_reason: null,
  locked_by: null,
  lock_note: null,
  auto_unlock_at: null,
  mismatch_counter: 2,
};

describe('effectiveLock', () => {
  it('an unlocked row reads unlocked and keeps its mismatch counter', () => {
    const l = effectiveLock(unlocked, t(0));
    expect(l).toMatchObject({
      locked: false,
      lockReason: 'LOCK_REASON_UNSPECIFIED',
      mismatchCounter: 2,
      lapsed: false,
    });
    expect(lockInfoToWire(l)).toMatchObject({
      status: 'LOCK_STATUS_UNLOCKED',
      mismatch_counter: { value: 2 },
      lock_timestamp: undefined,
    });
  });

  it('a manual lock reads locked with who, why and when, and never lapses', () => {
    const row = {
      ...unlocked,
      lock_timestamp: t(0),
      lock_reason: 'LOCK_REASON_OTHER',
      locked_by: 'agent-7',
      lock_note: 'caller asked',
    };
    const l = effectiveLock(row, t(60 * 24 * 365));
    expect(l).toMatchObject({
      locked: true,
      lockReason: 'LOCK_REASON_OTHER',
      lockedBy: 'agent-7',
      reason: 'caller asked',
      lockTimestamp: t(0),
    });
    expect(lockInfoToWire(l)).toMatchObject({
      status: 'LOCK_STATUS_LOCKED',
      locked_by: 'agent-7',
      reason: 'caller asked',
      lock_reason: 'LOCK_REASON_OTHER',
    });
  });

  it('an automatic lock reads locked until its auto-unlock time, then unlocked with the counter at 0', () => {
    const row = {
      ...unlocked,
      lock_timestamp: t(0),
      lock_reason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
      auto_unlock_at: t(60),
      mismatch_counter: 5,
    };
    expect(effectiveLock(row, t(59))).toMatchObject({
      locked: true,
      lockReason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
      autoUnlockAt: t(60),
      mismatchCounter: 5,
    });
    expect(effectiveLock(row, t(60))).toMatchObject({
      locked: false,
      lapsed: true,
      mismatchCounter: 0,
      autoUnlockAt: undefined,
    });
  });

  it('an automatic lock without auto-unlock time stays locked', () => {
    const row = {
      ...unlocked,
      lock_timestamp: t(0),
      lock_reason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
      mismatch_counter: 5,
    };
    expect(effectiveLock(row, t(10_000)).locked).toBe(true);
  });
});

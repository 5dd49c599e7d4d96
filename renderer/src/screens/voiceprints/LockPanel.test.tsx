import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LockInfo } from '../../../../shared/domain/voiceprints.js';
import { countdownText } from './labels.js';
import { LockPanel } from './LockPanel.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const text = (id: string) => screen.getByTestId(id).textContent;

describe('LockPanel', () => {
  it('unlocked: a green UNLOCKED badge and the mismatch counter, no lock details', () => {
    render(<LockPanel lock={{ locked: false, lockReason: 'LOCK_REASON_UNSPECIFIED', mismatchCounter: 2 }} />);
    expect(text('vp-lock-badge')).toBe('UNLOCKED');
    expect(screen.getByTestId('vp-lock').dataset.locked).toBe('false');
    expect(text('vp-mismatch')).toBe('2');
    expect(screen.queryByTestId('vp-locked-by')).toBeNull();
    expect(screen.queryByTestId('vp-countdown')).toBeNull();
  });

  it('manual lock: who, why and when; no auto-unlock', () => {
    const lock: LockInfo = {
      locked: true,
      kind: 'manual',
      lockReason: 'LOCK_REASON_OTHER',
      lockedBy: 'appID:vigil:geo:local:clientName:demo-support',
      reason: 'customer reported phone stolen',
      mismatchCounter: 0,
      lockTimestamp: '2026-01-02T10:00:00.000Z',
    };
    render(<LockPanel lock={lock} />);
    expect(text('vp-lock-badge')).toBe('LOCKED');
    expect(text('vp-lock-kind')).toBe('Manual lock');
    expect(text('vp-lock-reason-code')).toBe('Other (manual)');
    expect(text('vp-lock-reason')).toBe('customer reported phone stolen');
    expect(text('vp-locked-by')).toBe('appID:vigil:geo:local:clientName:demo-support');
    expect(text('vp-lock-time')).not.toBe('—');
    expect(screen.queryByTestId('vp-auto-unlock')).toBeNull();
  });

  it('automatic lock: the countdown ticks down live and says when it is due', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    const onExpired = vi.fn();
    render(
      <LockPanel
        onExpired={onExpired}
        lock={{
          locked: true,
          kind: 'automatic',
          lockReason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES',
          mismatchCounter: 5,
          lockTimestamp: '2026-03-01T11:50:00.000Z',
          autoUnlockTimestamp: '2026-03-01T12:01:05.000Z',
        }}
      />,
    );
    expect(text('vp-lock-kind')).toBe('Automatic lock');
    expect(text('vp-lock-reason-code')).toBe('Consecutive mismatches');
    expect(text('vp-locked-by')).toBe('the system');
    expect(text('vp-mismatch')).toBe('5');
    expect(text('vp-countdown')).toBe('in 1 min 05 s');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(text('vp-countdown')).toBe('in 1 min 00 s');
    expect(onExpired).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(text('vp-countdown')).toBe('due now');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('an automatic lock without an auto-unlock time says it stays locked', () => {
    render(
      <LockPanel
        lock={{ locked: true, kind: 'automatic', lockReason: 'LOCK_REASON_CONSECUTIVE_MISMATCHES', mismatchCounter: 3 }}
      />,
    );
    expect(text('vp-auto-unlock')).toMatch(/never/);
  });

  it('countdownText formats hours, minutes and seconds', () => {
    expect(countdownText(3_725_000)).toBe('1 h 02 min 05 s');
    expect(countdownText(59_001)).toBe('1 min 00 s');
    expect(countdownText(-5)).toBe('0 s');
  });
});

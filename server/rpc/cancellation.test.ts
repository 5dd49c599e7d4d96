import { describe, expect, it } from 'vitest';
import { CallCancellation } from './cancellation.js';

describe('CallCancellation', () => {
  it('makes no signal until asked, and one asked for after the cancel is aborted already', () => {
    const c = new CallCancellation();
    c.cancel();
    expect(c.cancelled).toBe(true);
    expect(c.signal.aborted).toBe(true);
  });

  it('aborts a signal handed out before, and calls the listener once', () => {
    const c = new CallCancellation();
    const signal = c.signal;
    let calls = 0;
    c.onCancel(() => calls++);
    c.cancel();
    c.cancel();
    expect(signal.aborted).toBe(true);
    expect(calls).toBe(1);
  });

  it('does not call a listener that was taken off', () => {
    const c = new CallCancellation();
    let calls = 0;
    const off = c.onCancel(() => calls++);
    off();
    c.cancel();
    expect(calls).toBe(0);
  });
});

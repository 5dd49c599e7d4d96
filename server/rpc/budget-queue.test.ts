import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BudgetQueue } from './budget-queue.js';

describe('BudgetQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells each unfinished call when its own budget runs out, and none that ended', () => {
    const q = new BudgetQueue(100);
    const told: string[] = [];
    const a = q.add(() => told.push('a'));
    vi.advanceTimersByTime(30);
    q.add(() => told.push('b'));
    vi.advanceTimersByTime(30);
    const c = q.add(() => told.push('c'));
    q.done(a);
    vi.advanceTimersByTime(69); // a ended; b started at 30: out at 130
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['b']);
    q.done(c);
    vi.advanceTimersByTime(1000);
    expect(told).toEqual(['b']);
    expect(q.waiting).toBe(0);
  });

  it('tells a call at its own end when an earlier one ended first', () => {
    const q = new BudgetQueue(50);
    const told: number[] = [];
    const first = q.add(() => told.push(0));
    vi.advanceTimersByTime(20);
    q.add(() => told.push(performance.now()));
    q.done(first);
    vi.advanceTimersByTime(100);
    expect(told).toEqual([70]);
  });

  it('keeps working across many calls that end in order, and after the queue empties', () => {
    const q = new BudgetQueue(10);
    for (let i = 0; i < 5000; i++) q.done(q.add(() => expect.fail('ended')));
    expect(q.waiting).toBe(0);
    vi.advanceTimersByTime(20);
    let told = 0;
    q.add(() => told++);
    vi.advanceTimersByTime(10);
    expect(told).toBe(1);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('waits for a pause in typing before passing the value on', () => {
    const { result, rerender } = renderHook(({ v }) => useDebounced(v, 250), { initialProps: { v: '' } });
    rerender({ v: 'p' });
    act(() => void vi.advanceTimersByTime(100));
    rerender({ v: 'p7' });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe('p7');
  });

  it('passes an emptied value on in the same render, and drops the pending one', () => {
    const { result, rerender } = renderHook(({ v }) => useDebounced(v, 250), { initialProps: { v: 'p7' } });
    rerender({ v: 'p77' });
    rerender({ v: '' });
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe('');
  });
});

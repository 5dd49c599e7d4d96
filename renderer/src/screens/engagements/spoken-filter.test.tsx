// The queue's "words spoken" search: applied on Enter (not per keystroke) and passed to
// engagements.list as filter.spokenWords.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar.js';
import { INITIAL_FILTER, toListFilter, type QueueFilterState } from './queue-filter.js';

afterEach(cleanup);

describe('words-spoken filter', () => {
  it('becomes filter.spokenWords, trimmed, and is left out when empty', () => {
    expect(toListFilter({ ...INITIAL_FILTER, spoken: '  card stolen ' }, 0).spokenWords).toBe('card stolen');
    expect(toListFilter({ ...INITIAL_FILTER, spoken: '  ' }, 0)).not.toHaveProperty('spokenWords');
    expect(toListFilter(INITIAL_FILTER, 0)).not.toHaveProperty('spokenWords');
  });

  it('applies the search on Enter, not on every keystroke, and clears with Reset', () => {
    const seen = vi.fn();
    function Harness() {
      const [state, setState] = useState<QueueFilterState>(INITIAL_FILTER);
      return (
        <FilterBar
          value={state}
          onChange={(next) => {
            seen(next.spoken);
            setState(next);
          }}
        />
      );
    }
    render(<Harness />);
    const box = screen.getByTestId('filter-spoken') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'yesterday' } });
    expect(seen).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(seen).toHaveBeenLastCalledWith('yesterday');
    fireEvent.click(screen.getByTestId('filter-reset'));
    expect(box.value).toBe('');
  });
});

// The queue's "intent heard" filter: a choice among the deployed models' intents, passed to
// engagements.list as filter.intent and kept in the URL so a reload shows the same queue.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar.js';
import { INITIAL_FILTER, decodeQueueUrl, encodeQueueUrl, toListFilter, QUEUE_URL_DEFAULTS } from './queue-filter.js';

afterEach(cleanup);

describe('intent filter', () => {
  it('becomes filter.intent and is left out when any intent will do', () => {
    expect(toListFilter({ ...INITIAL_FILTER, intent: 'CHANGE_ADDRESS' }, 0).intent).toBe('CHANGE_ADDRESS');
    expect(toListFilter({ ...INITIAL_FILTER, intent: '' }, 0)).not.toHaveProperty('intent');
    expect(toListFilter(INITIAL_FILTER, 0)).not.toHaveProperty('intent');
  });

  it('survives a reload through the URL, and an empty choice leaves the URL alone', () => {
    const url = encodeQueueUrl({ ...QUEUE_URL_DEFAULTS, intent: 'RAISE_LIMIT', spoken: 'card' });
    expect(url.get('intent')).toBe('RAISE_LIMIT');
    const back = decodeQueueUrl(url.toString());
    expect(back.intent).toBe('RAISE_LIMIT');
    expect(back.spoken).toBe('card');
    expect(encodeQueueUrl(QUEUE_URL_DEFAULTS).has('intent')).toBe(false);
    expect(toListFilter(back, 0).intent).toBe('RAISE_LIMIT');
  });

  it('offers the deployed intents (and the one in the URL), and reports the choice', () => {
    const onChange = vi.fn();
    render(<FilterBar value={INITIAL_FILTER} onChange={onChange} intents={['RAISE_LIMIT', 'CHANGE_ADDRESS']} />);
    const select = screen.getByTestId('filter-intent') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ['', 'Any'],
      ['CHANGE_ADDRESS', 'change address'],
      ['RAISE_LIMIT', 'raise limit'],
    ]);
    fireEvent.change(select, { target: { value: 'RAISE_LIMIT' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...INITIAL_FILTER, intent: 'RAISE_LIMIT' });
    cleanup();
    // A URL naming an intent no deployed model has any more still shows it, so it can be cleared.
    render(<FilterBar value={{ ...INITIAL_FILTER, intent: 'OLD_ONE' }} onChange={onChange} intents={[]} />);
    expect((screen.getByTestId('filter-intent') as HTMLSelectElement).value).toBe('OLD_ONE');
  });

  it('is not shown when no model is deployed', () => {
    render(<FilterBar value={INITIAL_FILTER} onChange={() => {}} intents={[]} />);
    expect(screen.queryByTestId('filter-intent')).toBeNull();
  });
});

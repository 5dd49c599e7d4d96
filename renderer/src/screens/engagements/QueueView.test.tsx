// The queue's place in the URL: filters, sort and the selected row restored from a link, written
// back as they change (in place, no new history entries), and the way back from an engagement.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngagementListItem } from '../../../../shared/domain/engagements';
import type { RequestOf, ResponseOf } from '../../../../shared/ipc/contract';
import { fakeTransport, type Handlers } from '../../../test/fake-transport.testkit';
import { shellHandlers } from '../../../test/fixtures.testkit';
import { renderWithApi } from '../../../test/render.testkit';
import EngagementsScreen from './EngagementsScreen';
import { decodeQueueUrl, encodeQueueUrl, INITIAL_FILTER, QUEUE_URL_DEFAULTS } from './queue-filter';
import { queueHref } from './QueueView';

afterEach(cleanup);

const id = (n: number) => `11111111-2222-4333-8444-${String(n).padStart(12, '0')}`;
const item = (n: number, over: Partial<EngagementListItem> = {}): EngagementListItem => ({
  gkEngagementId: id(n),
  engagementId: `ENG-${n}`,
  gkSessionIds: [],
  isActive: false,
  customData: {},
  riskInfo: { risk: 100 - n, decision: 'DECISION_FRAUD' },
  creationTimestamp: '2025-05-01T10:00:00.000Z',
  ...over,
});
const page = (items: EngagementListItem[]): ResponseOf<'engagements.list'> => ({
  items,
  nextPageToken: '',
  totalSize: items.length,
  totalSizeCapped: false,
  browseAvailable: true,
});

function setup(hash: string, handlers: Handlers = {}) {
  window.history.replaceState(null, '', hash);
  const rows = Array.from({ length: 60 }, (_, i) => item(i, i === 1 ? { audioSegments: 2 } : { audioSegments: 0 }));
  const t = fakeTransport({ ...shellHandlers('analyst'), 'engagements.list': () => page(rows), ...handlers });
  renderWithApi(<EngagementsScreen params={[]} />, t);
  return t;
}
const lastFilter = (t: ReturnType<typeof fakeTransport>) =>
  (t.calls.filter((c) => c.channel === 'engagements.list').at(-1)?.request as RequestOf<'engagements.list'>).filter;

describe('the queue in the URL', () => {
  it('a shared link restores filters, sort and the selected row', async () => {
    const t = setup(
      `#/engagements?range=all&decisions=DECISION_FRAUD&verdicts=NONE&orderBy=risk+desc&selected=${id(40)}`,
    );
    const row = await screen.findByTestId(`row-${id(40)}`, {}, { timeout: 5000 });
    expect(lastFilter(t)).toEqual({ decisions: ['DECISION_FRAUD'], withoutVerdict: true, orderBy: 'risk desc' });
    expect(screen.getByTestId('filter-decision-fraud').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('filter-verdict-none').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('filter-range') as HTMLSelectElement).value).toBe('all');
    expect(screen.getByTestId('eng-table-sort-risk').closest('[role="columnheader"]')?.getAttribute('aria-sort')).toBe(
      'descending',
    );
    // The selected row is marked, active for the keyboard, and the table has the focus.
    expect(row.getAttribute('aria-selected')).toBe('true');
    expect(row.className).toContain('active');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('eng-table')));
  });

  it('writes changes into the same history entry, and opening a row remembers it for the way back', async () => {
    setup('#/engagements');
    await screen.findByTestId(`row-${id(0)}`);
    const entries = window.history.length;
    await userEvent.click(screen.getByTestId('filter-verdict-none'));
    await userEvent.click(screen.getByTestId('eng-table-sort-risk'));
    await waitFor(() => expect(window.location.hash).toBe('#/engagements?verdicts=NONE&orderBy=risk+desc'));
    expect(window.history.length).toBe(entries);
    fireEvent.click(screen.getByTestId(`row-${id(3)}`));
    expect(window.location.hash).toBe(`#/engagements/${encodeURIComponent(id(3))}`);
    expect(queueHref()).toBe(`#/engagements?verdicts=NONE&orderBy=risk+desc&selected=${id(3)}`);
  });

  it('moving with the keyboard selects the row in the URL', async () => {
    setup('#/engagements');
    await screen.findByTestId(`row-${id(0)}`);
    const grid = screen.getByTestId('eng-table');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    await waitFor(() => expect(window.location.hash).toBe(`#/engagements?selected=${id(1)}`));
  });

  it('"Today\'s riskiest undecided" is one click: last 24 hours, no verdict, highest risk first', async () => {
    const t = setup('#/engagements');
    await screen.findByTestId(`row-${id(0)}`);
    const quick = screen.getByTestId('quick-riskiest');
    expect(quick.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(quick);
    await waitFor(() => expect(lastFilter(t)).toMatchObject({ withoutVerdict: true, orderBy: 'risk desc' }));
    const from = Date.parse(lastFilter(t)!.from!);
    expect(Date.now() - from).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(Date.now() - from).toBeLessThan(24 * 3600_000 + 60_000);
    expect(quick.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows which calls have audio', async () => {
    setup('#/engagements');
    const row = await screen.findByTestId(`row-${id(1)}`);
    expect(screen.getByTestId(`has-audio-${id(1)}`).getAttribute('title')).toBe('2 recordings');
    expect(row.contains(screen.getByTestId(`has-audio-${id(1)}`))).toBe(true);
    expect(screen.queryByTestId(`has-audio-${id(0)}`)).toBeNull();
  });

  it('a link from a decision replay lists only its engagements, until "Show all"', async () => {
    const t = setup(`#/engagements?range=all&engagements=${id(3)}&engagements=${id(7)}&engagements=not-a-uuid`);
    await screen.findByTestId('filter-engagements', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(lastFilter(t)).toEqual({ gkEngagementIds: [id(3), id(7)], orderBy: 'creation_timestamp desc' }),
    );
    expect(screen.getByTestId('filter-engagements').textContent).toContain('Only 2 picked engagements');
    fireEvent.click(screen.getByTestId('filter-engagements-clear'));
    await waitFor(() => expect(lastFilter(t)?.gkEngagementIds).toBeUndefined());
    expect(screen.queryByTestId('filter-engagements')).toBeNull();
    expect(window.location.hash).not.toContain('engagements=');
  });

  it('drops what a URL may carry but the bar cannot show, and keeps free text', () => {
    const s = decodeQueueUrl(
      'range=someday&decisions=BOGUS&decisions=DECISION_FRAUD&verdicts=NONE&orderBy=x&prefix=E%26G',
    );
    expect(s).toEqual({
      ...QUEUE_URL_DEFAULTS,
      decisions: ['DECISION_FRAUD'],
      verdicts: ['NONE'],
      prefix: 'E&G',
    });
    expect(encodeQueueUrl({ ...INITIAL_FILTER, selected: '' }).toString()).toBe('');
  });
});

describe('finding an engagement', () => {
  it('an empty lookup says what it needs instead of doing nothing', async () => {
    const t = setup('#/engagements', { 'engagements.list': () => ({ ...page([]), browseAvailable: false }) });
    await screen.findByTestId('eng-lookup');
    await userEvent.click(screen.getByTestId('lookup-submit'));
    expect(screen.getByTestId('lookup-field-error').textContent).toBe('enter the external engagement ID to look for');
    expect(screen.getByTestId('lookup-value').getAttribute('aria-invalid')).toBe('true');
    expect(t.calls.some((c) => c.channel === 'engagements.lookup')).toBe(false);
    await userEvent.type(screen.getByTestId('lookup-value'), 'ENG-1');
    expect(screen.queryByTestId('lookup-field-error')).toBeNull();
  });
});

describe('decision colours in the queue', () => {
  const rev = (configsetId: string, updatedAt: string) => ({
    revisionId: '00000000-0000-4000-8000-000000000001',
    configsetId,
    type: 'CONFIGSET_TYPE_SCOPE' as const,
    state: 'STATE_ACTIVE' as const,
    updatedAt,
    createdBy: 'a',
    updatedBy: 'a',
    description: '',
  });
  it('shows "No risk detected" at risk 70 amber when the fraud threshold in force is 72, never green', async () => {
    setup('#/engagements', {
      'engagements.list': () =>
        page([
          item(1, { riskInfo: { risk: 70, decision: 'DECISION_NO_RISK_DETECTED' } }),
          item(2, { riskInfo: { risk: 40, decision: 'DECISION_NO_RISK_DETECTED' } }),
        ]),
      'configsets.list': () => ({
        configsets: [
          {
            configsetId: 'old',
            type: 'CONFIGSET_TYPE_SCOPE',
            active: rev('old', '2025-01-01T00:00:00Z'),
            revisionCount: 1,
            counts: {},
            lastChangeBy: 'a',
          },
          {
            configsetId: 'scope',
            type: 'CONFIGSET_TYPE_SCOPE',
            active: rev('scope', '2025-02-01T00:00:00Z'),
            revisionCount: 1,
            counts: {},
            lastChangeBy: 'a',
          },
        ],
      }),
      'configsets.active': (req) => ({
        ...rev(req.configsetId, ''),
        content: JSON.stringify({ decision: { fraudRiskThreshold: req.configsetId === 'scope' ? 72 : 90 } }),
        services: [],
      }),
    });
    const near = await screen.findByTestId(`row-${id(1)}`);
    await waitFor(() => expect(near.querySelector('.badge')!.getAttribute('data-tone')).toBe('warn'));
    expect(near.querySelector('.badge')!.textContent).toBe('No risk detected');
    expect(
      screen
        .getByTestId(`row-${id(2)}`)
        .querySelector('.badge')!
        .getAttribute('data-tone'),
    ).toBe('ok');
  });
});

describe('the risk histogram', () => {
  it('counts the listed calls by risk and filters the queue to a bar’s range when clicked', async () => {
    const t = setup('#/engagements?range=all');
    const bar = await screen.findByTestId('risk-bar-90', {}, { timeout: 5000 });
    // item(n) has risk 100 - n: rows 0..10 have risk 90..100.
    expect(bar.getAttribute('aria-label')).toContain('Risk 90 to 100: 11 calls');
    fireEvent.click(bar);
    await waitFor(() => expect(lastFilter(t)).toMatchObject({ riskMin: 90, riskMax: 100 }));
    expect(window.location.hash).toContain('riskMin=90');
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit';
import { shellHandlers } from '../../../test/fixtures.testkit';
import { renderWithApi } from '../../../test/render.testkit';
import type { Engagement } from '../../../../shared/domain/engagements';
import type { RequestOf, ResponseOf } from '../../../../shared/ipc/contract';
import EngagementsScreen from './EngagementsScreen';
// The screen loads these when a page first shows them; importing them here keeps that load out of
// each test's own time (on a loaded machine it outlasted findBy's wait).
import './DetailView';
import './LookupForm';
import { toListFilter, INITIAL_FILTER } from './queue-filter';

afterEach(cleanup);
// The queue keeps its state in the URL: each test starts from a clean one.
beforeEach(() => window.history.replaceState(null, '', '#/engagements'));

const GK = '11111111-2222-4333-8444-555555555555';

function engagement(over: Partial<Engagement> = {}): Engagement {
  return {
    gkEngagementId: GK,
    engagementId: 'ENG-123456',
    gkSessionIds: ['aaaaaaaa-0000-4000-8000-000000000001'],
    isActive: false,
    customData: {},
    riskInfo: { risk: 91, reliability: 70, decision: 'DECISION_FRAUD', decisionReason: 'DECISION_REASON_FRAUD_RISK' },
    creationTimestamp: '2025-05-01T10:00:00.000Z',
    ...over,
  };
}

const page = (
  items: Engagement[],
  over: Partial<ResponseOf<'engagements.list'>> = {},
): ResponseOf<'engagements.list'> => ({
  items,
  nextPageToken: '',
  totalSize: items.length,
  totalSizeCapped: false,
  browseAvailable: true,
  ...over,
});

const detail = (e = engagement()): ResponseOf<'engagements.get'> => ({
  engagement: e,
  sessions: [
    {
      gkSessionId: 'aaaaaaaa-0000-4000-8000-000000000001',
      readable: true,
      sessionType: 'SESSION_TYPE_IVR',
      ani: '+12125550101',
      dnis: '8005550123',
      isActive: false,
      riskInfo: { risk: 88, reliability: 64, decision: 'DECISION_FRAUD', decisionReason: 'DECISION_REASON_FRAUD_RISK' },
      creationTimestamp: '2025-05-01T10:00:00.000Z',
    },
  ],
  correlated: [],
  mediaSegments: [{ gkMediaSegmentId: 'bbbbbbbb-0000-4000-8000-000000000001', mediaLength: 42 }],
  browseAvailable: true,
});

function setup(handlers: Handlers, params: string[] = [], role = 'analyst') {
  const t = fakeTransport({ ...shellHandlers(role), ...handlers });
  renderWithApi(<EngagementsScreen params={params} />, t);
  return t;
}

const listCalls = (t: ReturnType<typeof fakeTransport>) =>
  t.calls.filter((c) => c.channel === 'engagements.list').map((c) => c.request as RequestOf<'engagements.list'>);

describe('engagement queue', () => {
  it('shows loading, then the rows, and opens a row', async () => {
    const t = setup({ 'engagements.list': () => page([engagement()], { totalSize: 1 }) });
    expect(screen.getByTestId('eng-queue-loading')).toBeTruthy();
    const row = await screen.findByTestId(`row-${GK}`);
    expect(row.textContent).toContain('ENG-123456');
    expect(row.textContent).toContain('Fraud');
    expect(screen.getByTestId('eng-queue-count').textContent).toContain('1 shown of 1');
    fireEvent.click(row);
    expect(window.location.hash).toBe(`#/engagements/${GK}`);
    expect(listCalls(t)[0]).toMatchObject({ pageSize: 100, filter: { orderBy: 'creation_timestamp desc' } });
  });

  it('says so when nothing matches, and shows errors with retry', async () => {
    let calls = 0;
    setup({
      'engagements.list': () => {
        calls++;
        if (calls === 1) throw fail('UNAVAILABLE', 'The server cannot be reached right now.');
        return page([]);
      },
    });
    // The fake QueryClient does not retry: the error shows, Retry asks again.
    expect((await screen.findByTestId('eng-queue-error-code')).textContent).toBe('UNAVAILABLE');
    await userEvent.click(screen.getByTestId('eng-queue-error-retry'));
    expect(await screen.findByTestId('eng-queue-empty')).toBeTruthy();
  });

  it('builds the request from the filters: decision, verdict incl. none, risk range, state, prefix, sort', async () => {
    const t = setup({ 'engagements.list': () => page([engagement()]) });
    await screen.findByTestId(`row-${GK}`);
    await userEvent.click(screen.getByTestId('filter-decision-fraud'));
    await waitFor(() => expect(listCalls(t).at(-1)?.filter?.decisions).toEqual(['DECISION_FRAUD']));
    await userEvent.click(screen.getByTestId('filter-verdict-none'));
    await userEvent.click(screen.getByTestId('filter-verdict-fraud'));
    fireEvent.change(screen.getByTestId('filter-risk-min'), { target: { value: '60' } });
    fireEvent.change(screen.getByTestId('filter-risk-max'), { target: { value: '95' } });
    fireEvent.change(screen.getByTestId('filter-active'), { target: { value: 'stopped' } });
    fireEvent.change(screen.getByTestId('filter-prefix'), { target: { value: 'ENG-1' } });
    fireEvent.change(screen.getByTestId('filter-range'), { target: { value: 'all' } });
    await userEvent.click(screen.getByTestId('eng-table-sort-risk'));
    await waitFor(() =>
      expect(listCalls(t).at(-1)?.filter).toEqual({
        decisions: ['DECISION_FRAUD'],
        verdicts: ['ENGAGEMENT_VERDICT_FRAUD'],
        withoutVerdict: true,
        riskMin: 60,
        riskMax: 95,
        isActive: false,
        engagementIdPrefix: 'ENG-1',
        // Risk sorts highest first on the first click.
        orderBy: 'risk desc',
      }),
    );
  });

  it('does not ask the server with a risk range it can see is wrong, and says why at the field', async () => {
    const t = setup({ 'engagements.list': () => page([engagement()]) });
    await screen.findByTestId(`row-${GK}`);
    fireEvent.change(screen.getByTestId('filter-risk-min'), { target: { value: '80' } });
    fireEvent.change(screen.getByTestId('filter-risk-max'), { target: { value: '20' } });
    expect(await screen.findByText('must not be below the minimum')).toBeTruthy();
    expect(listCalls(t).filter((r) => r.filter?.riskMin === 80 && r.filter?.riskMax === 20)).toEqual([]);
  });

  it('relative time ranges become a from time; custom ranges use both ends', () => {
    const now = Date.parse('2025-06-10T12:00:00.000Z');
    expect(toListFilter({ ...INITIAL_FILTER, range: '24h' }, now).from).toBe('2025-06-09T12:00:00.000Z');
    const custom = toListFilter(
      { ...INITIAL_FILTER, range: 'custom', customFrom: '2025-06-01T00:00', customTo: '2025-06-02T00:00' },
      now,
    );
    expect(Date.parse(custom.to!) - Date.parse(custom.from!)).toBe(24 * 3600_000);
  });

  it('without Browse, shows the lookup form and finds by external ID', async () => {
    const t = setup({
      'engagements.list': () => page([], { browseAvailable: false }),
      'engagements.lookup': ({ value }) => ({
        matches: value === 'ENG-123456' ? [{ gkEngagementId: GK, engagementId: 'ENG-123456', isActive: false }] : [],
      }),
    });
    expect(await screen.findByTestId('eng-nobrowse-note')).toBeTruthy();
    await userEvent.type(await screen.findByTestId('lookup-value'), 'ENG-123456');
    await userEvent.click(screen.getByTestId('lookup-submit'));
    expect((await screen.findByTestId(`lookup-result-${GK}`)).getAttribute('href')).toBe(`#/engagements/${GK}`);
    expect(t.calls.find((c) => c.channel === 'engagements.lookup')?.request).toEqual({
      by: 'external',
      value: 'ENG-123456',
    });
    await userEvent.clear(screen.getByTestId('lookup-value'));
    await userEvent.type(screen.getByTestId('lookup-value'), 'nothing');
    await userEvent.click(screen.getByTestId('lookup-submit'));
    expect(await screen.findByTestId('lookup-empty')).toBeTruthy();
  });
});

describe('engagement detail and verdict form', () => {
  it('shows header, sessions, media links and the verdict card', async () => {
    setup({ 'engagements.get': () => detail() }, [GK]);
    expect(screen.getByTestId('eng-detail-loading')).toBeTruthy();
    expect((await screen.findByTestId('eng-title')).textContent).toBe('ENG-123456');
    const session = screen.getByTestId('session-aaaaaaaa-0000-4000-8000-000000000001');
    expect(session.textContent).toContain('+12125550101');
    expect(session.textContent).toContain('Fraud risk');
    // Media links carry the call, so the media screen's way back returns here.
    expect(screen.getByTestId('media-link-bbbbbbbb-0000-4000-8000-000000000001').getAttribute('href')).toBe(
      `#/media/bbbbbbbb-0000-4000-8000-000000000001?call=${GK}`,
    );
    expect(screen.getByTestId('verdict-value').textContent).toBe('No verdict');
  });

  it('a missing engagement says so', async () => {
    setup(
      {
        'engagements.get': () => {
          throw fail('NOT_FOUND', 'engagement not found');
        },
      },
      [GK],
    );
    expect(await screen.findByTestId('eng-detail-notfound')).toBeTruthy();
  });

  it('validates before sending; reset only with FRAUD and only after a typed confirmation', async () => {
    const sent: RequestOf<'engagements.setVerdict'>[] = [];
    let current = engagement();
    const t = setup(
      {
        'engagements.get': () => detail(current),
        'engagements.setVerdict': (req) => {
          sent.push(req);
          current = engagement({
            verdictInfo: {
              verdict: req.verdict,
              description: req.description,
              amount: req.amount,
              analystId: 'demo-analyst',
              verdictTimestamp: '2025-06-01T09:30:00.000Z',
            },
          });
          return current;
        },
      },
      [GK],
    );
    await screen.findByTestId('verdict-form');
    await waitFor(() => expect((screen.getByTestId('verdict-submit') as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(screen.getByTestId('verdict-submit'));
    expect(screen.getByText('choose a verdict')).toBeTruthy();

    const reset = screen.getByTestId('verdict-reset') as HTMLInputElement;
    fireEvent.change(screen.getByTestId('verdict-select'), { target: { value: 'ENGAGEMENT_VERDICT_AUTHENTIC' } });
    expect(reset.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('verdict-select'), { target: { value: 'ENGAGEMENT_VERDICT_FRAUD' } });
    expect(reset.disabled).toBe(false);
    await userEvent.type(screen.getByTestId('verdict-amount'), '1.2.3');
    await userEvent.click(screen.getByTestId('verdict-submit'));
    expect(screen.getByText('use one decimal point at most, e.g. 1,250.50')).toBeTruthy();
    await userEvent.clear(screen.getByTestId('verdict-amount'));
    await userEvent.type(screen.getByTestId('verdict-amount'), '125,000.40');
    expect(screen.getByTestId('verdict-amount-hint').textContent).toMatch(
      /^Saved as 125.000 USD: the API stores whole units, so 125000.40 is rounded to the nearest unit\.$/,
    );
    await userEvent.type(screen.getByTestId('verdict-description'), 'account takeover');
    await userEvent.click(reset);
    await userEvent.click(screen.getByTestId('verdict-submit'));

    const dialog = await screen.findByTestId('verdict-confirm');
    expect(within(dialog).getByTestId('verdict-confirm-text').textContent).toContain(
      "enrollment segments and consents recorded in this engagement's sessions; voiceprints trained from them lose those segments",
    );
    expect(sent).toEqual([]);
    expect((within(dialog).getByTestId('verdict-confirm-ok') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByTestId('verdict-confirm-input'), 'RESET');
    await userEvent.click(within(dialog).getByTestId('verdict-confirm-ok'));

    await waitFor(() => expect(screen.getByTestId('verdict-value').textContent).toBe('Fraud'));
    expect(sent).toEqual([
      {
        gkEngagementId: GK,
        verdict: 'ENGAGEMENT_VERDICT_FRAUD',
        description: 'account takeover',
        amount: '125000',
        resetEnrollmentsOnFraud: true,
      },
    ]);
    // The person (here the client's own name, as no profile uses it), the client ID on hover.
    expect(screen.getByTestId('verdict-analyst').textContent).toBe('demo-analyst (you)');
    expect(screen.getByTestId('verdict-analyst').getAttribute('title')).toBe('OAuth client ID: demo-analyst');
    expect(screen.getByTestId('verdict-amount-value').textContent).toMatch(/^125.000 USD$/);
    // Shown from setVerdict's read-back: the detail was read once, on opening, and not again (issue 33).
    expect(t.calls.filter((c) => c.channel === 'engagements.get').length).toBe(1);
  });

  it('shows server violations at the fields', async () => {
    setup(
      {
        'engagements.get': () => detail(),
        'engagements.setVerdict': () => {
          throw fail('INVALID_ARGUMENT', 'bad request', {
            fieldViolations: [{ field: 'amount', message: 'must be a 64-bit integer', violation: 'OUT_OF_RANGE' }],
          });
        },
      },
      [GK],
    );
    await screen.findByTestId('verdict-form');
    await waitFor(() => expect((screen.getByTestId('verdict-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByTestId('verdict-select'), { target: { value: 'ENGAGEMENT_VERDICT_UNCERTAIN' } });
    await userEvent.type(screen.getByTestId('verdict-amount'), '5');
    await userEvent.click(screen.getByTestId('verdict-submit'));
    const amount = screen.getByTestId('verdict-amount');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('must be a 64-bit integer')).toBeTruthy();
  });

  it('a role that may not set verdicts sees the form disabled with the reason', async () => {
    setup({ 'engagements.get': () => detail() }, [GK], 'support');
    await screen.findByTestId('verdict-form');
    await waitFor(() =>
      expect(screen.getByTestId('verdict-submit-reason').textContent).toContain('cannot set verdicts'),
    );
    expect((screen.getByTestId('verdict-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

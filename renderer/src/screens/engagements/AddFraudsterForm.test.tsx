import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fakeTransport } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import { AddFraudsterForm } from './AddFraudsterForm.js';
import type { EngagementDetail } from './detail-queries.js';

const ENG = '12345678-2222-4333-8444-555555555555';
const SEG = 'abcdef01-2222-4333-8444-555555555555';
const detail = {
  engagement: { gkEngagementId: ENG, engagementId: 'call-42', verdictInfo: { verdict: 'ENGAGEMENT_VERDICT_FRAUD' } },
  sessions: [],
  correlated: [],
  mediaSegments: [{ gkMediaSegmentId: SEG, gkSessionId: 'fedcba98-2222-4333-8444-555555555555' }],
  browseAvailable: true,
} as unknown as EngagementDetail;

afterEach(cleanup);

describe('Add caller to a watchlist as fraudster', () => {
  it('sends the engagement, the chosen segment, fraudster and watchlist, and shows the read-back membership', async () => {
    const t = fakeTransport({
      ...shellHandlers('analyst'),
      'fraud.addCallerToWatchlist': (r) => ({
        gkFraudsterId: '00000001-2222-4333-8444-555555555555',
        fraudsterCreated: true,
        gkWatchlistId: '00000002-2222-4333-8444-555555555555',
        member: r.watchlistId === 'desk',
        enrollment: {
          gkVoiceprintProfileId: '00000003-2222-4333-8444-555555555555',
          profileCreated: true,
          status: 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED',
          version: 1,
          channel: 2,
          segmentCount: 1,
          segmentEnrolled: true,
        },
      }),
    });
    renderWithApi(<AddFraudsterForm d={detail} />, t);
    expect((screen.getByTestId('add-fraudster-id') as HTMLInputElement).value).toBe('fraud-call-42');
    fireEvent.change(screen.getByTestId('add-fraudster-watchlist'), { target: { value: 'desk' } });
    await waitFor(() => expect((screen.getByTestId('add-fraudster-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('add-fraudster-submit'));
    const result = await screen.findByTestId('add-fraudster-result');
    expect(result.dataset.member).toBe('true');
    expect(result.textContent).toMatch(
      /Created fraudster fraud-call-42; the server confirms they are on watchlist desk/,
    );
    const enrolled = screen.getByTestId('add-fraudster-enrollment');
    expect(enrolled.dataset.enrolled).toBe('true');
    expect(enrolled.textContent).toMatch(
      /Enrolled the caller’s audio \(channel 2\) into a new voiceprint profile 00000003…: 1 enrollment segment, basic trained\./,
    );
    expect(screen.queryByTestId('add-fraudster-note')).toBeNull();
    expect(t.calls.find((c) => c.channel === 'fraud.addCallerToWatchlist')!.request).toEqual({
      gkEngagementId: ENG,
      gkMediaSegmentId: SEG,
      fraudsterId: 'fraud-call-42',
      watchlistId: 'desk',
    });
  });

  it('sends the segment the engagement lists once it arrives, when the form opened before it', async () => {
    const t = fakeTransport({
      ...shellHandlers('analyst'),
      'fraud.addCallerToWatchlist': () => ({
        gkFraudsterId: '00000001-2222-4333-8444-555555555555',
        fraudsterCreated: true,
        gkWatchlistId: '00000002-2222-4333-8444-555555555555',
        member: true,
      }),
    });
    let arrive = () => {};
    function Arriving() {
      const [d, setD] = useState<EngagementDetail>({ ...detail, mediaSegments: [] });
      arrive = () => setD(detail);
      return <AddFraudsterForm d={d} />;
    }
    renderWithApi(<Arriving />, t);
    expect(screen.queryByTestId('add-fraudster-segment')).toBeNull();
    act(() => arrive());
    expect((screen.getByTestId('add-fraudster-segment') as HTMLSelectElement).value).toBe(SEG);
    fireEvent.change(screen.getByTestId('add-fraudster-watchlist'), { target: { value: 'desk' } });
    await waitFor(() => expect((screen.getByTestId('add-fraudster-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('add-fraudster-submit'));
    await screen.findByTestId('add-fraudster-result');
    expect(t.calls.find((c) => c.channel === 'fraud.addCallerToWatchlist')!.request).toMatchObject({
      gkMediaSegmentId: SEG,
    });
  });

  it('says why nothing was enrolled when the server has no enrollment extension', async () => {
    const note = 'The media segment was not enrolled into a voiceprint: this server has no enrollment extension.';
    const t = fakeTransport({
      ...shellHandlers('analyst'),
      'fraud.addCallerToWatchlist': () => ({
        gkFraudsterId: '00000001-2222-4333-8444-555555555555',
        fraudsterCreated: false,
        gkWatchlistId: '00000002-2222-4333-8444-555555555555',
        member: true,
        note,
      }),
    });
    renderWithApi(<AddFraudsterForm d={detail} />, t);
    fireEvent.change(screen.getByTestId('add-fraudster-watchlist'), { target: { value: 'desk' } });
    await waitFor(() => expect((screen.getByTestId('add-fraudster-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('add-fraudster-submit'));
    expect((await screen.findByTestId('add-fraudster-note')).textContent).toBe(note);
    expect(screen.queryByTestId('add-fraudster-enrollment')).toBeNull();
  });

  it('an unknown watchlist is shown at its field', async () => {
    const t = fakeTransport({
      ...shellHandlers('analyst'),
      'fraud.addCallerToWatchlist': () => {
        throw fail('NOT_FOUND', 'No watchlist has the external ID "nope"; create it on the Fraudsters screen first.', {
          fieldViolations: [{ field: 'watchlistId', message: 'no such watchlist' }],
        });
      },
    });
    renderWithApi(<AddFraudsterForm d={detail} />, t);
    fireEvent.change(screen.getByTestId('add-fraudster-watchlist'), { target: { value: 'nope' } });
    await waitFor(() => expect((screen.getByTestId('add-fraudster-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('add-fraudster-submit'));
    const input = screen.getByTestId('add-fraudster-watchlist');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('add-fraudster-error').textContent).toMatch(/create it on the Fraudsters screen/);
  });

  it('support staff cannot do it and are told who can', async () => {
    renderWithApi(<AddFraudsterForm d={detail} />, fakeTransport(shellHandlers('support')));
    await waitFor(() =>
      expect(screen.getByTestId('add-fraudster-submit-reason').textContent).toMatch(/cannot add callers to watchlists/),
    );
  });

  it('picks the watchlist from the listed ones when Browse is offered, paging with More', async () => {
    const wl = (n: number) => ({
      gkWatchlistId: `0000000${n}-2222-4333-8444-555555555555`,
      watchlistId: `desk-${n}`,
      memberCount: n,
    });
    const t = fakeTransport({
      ...shellHandlers('analyst'),
      'fraud.watchlists.list': (r) =>
        r.pageToken === 'p2'
          ? { items: [wl(3)], nextPageToken: '', totalSize: 3, browseAvailable: true }
          : { items: [wl(1), wl(2)], nextPageToken: 'p2', totalSize: 3, browseAvailable: true },
      'fraud.addCallerToWatchlist': () => ({
        gkFraudsterId: '00000001-2222-4333-8444-555555555555',
        fraudsterCreated: true,
        gkWatchlistId: wl(3).gkWatchlistId,
        member: true,
        note: 'n',
      }),
    });
    renderWithApi(<AddFraudsterForm d={detail} />, t);
    const pick = (await screen.findByTestId('add-fraudster-watchlist-pick')) as HTMLSelectElement;
    expect(screen.queryByTestId('add-fraudster-watchlist')).toBeNull();
    expect(Array.from(pick.options).map((o) => o.textContent)).toEqual([
      'Choose a watchlist…',
      'desk-1 (1 fraudster)',
      'desk-2 (2 fraudsters)',
    ]);
    expect((screen.getByTestId('add-fraudster-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('add-fraudster-watchlist-more'));
    await waitFor(() => expect(pick.options).toHaveLength(4));
    expect(screen.queryByTestId('add-fraudster-watchlist-more')).toBeNull();
    fireEvent.change(pick, { target: { value: 'desk-3' } });
    await waitFor(() => expect((screen.getByTestId('add-fraudster-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('add-fraudster-submit'));
    await screen.findByTestId('add-fraudster-result');
    expect(t.calls.find((c) => c.channel === 'fraud.addCallerToWatchlist')!.request).toMatchObject({
      watchlistId: 'desk-3',
    });
  });

  it('without Browse the watchlist is typed by external ID, and the form says the list is not offered', async () => {
    const t = fakeTransport({
      ...shellHandlers('analyst'),
      'fraud.watchlists.list': () => ({ items: [], nextPageToken: '', totalSize: 0, browseAvailable: false }),
    });
    renderWithApi(<AddFraudsterForm d={detail} />, t);
    await waitFor(() =>
      expect(screen.getByTestId('eng-add-fraudster').textContent).toMatch(/does not offer Vigil’s Browse/),
    );
    expect(screen.getByTestId('add-fraudster-watchlist').tagName).toBe('INPUT');
    expect(screen.queryByTestId('add-fraudster-watchlist-pick')).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import { hrefOf } from '../../app/route.js';
import FraudstersScreen from './FraudstersScreen.js';

const WL = '99999999-2222-4333-8444-555555555555';
const gkOf = (n: number) => `0000000${n}-2222-4333-8444-555555555555`;

function fakeServer(role = 'analyst', over: Handlers = {}) {
  const fraudsters = new Map<string, string>([['mallory', gkOf(1)]]);
  const members: string[] = [];
  const handlers: Handlers = {
    ...shellHandlers(role),
    'fraud.findFraudster': (r) => {
      const gk = fraudsters.get(r.fraudsterId);
      if (!gk) throw fail('NOT_FOUND', `No fraudster has the external ID "${r.fraudsterId}".`);
      return { gkFraudsterId: gk, fraudsterId: r.fraudsterId, voiceprintProfileIds: [] };
    },
    'fraud.createFraudster': (r) => {
      const gk = gkOf(fraudsters.size + 1);
      fraudsters.set(r.fraudsterId, gk);
      return { gkFraudsterId: gk };
    },
    'fraud.findWatchlist': (r) => {
      if (r.watchlistId !== 'desk') throw fail('NOT_FOUND', 'no such watchlist');
      return { gkWatchlistId: WL, watchlistId: 'desk' };
    },
    'fraud.watchlistMembers': (r) => {
      const page = members.slice(r.offset ?? 0, (r.offset ?? 0) + (r.limit ?? 50));
      const name = (gk: string) => [...fraudsters].find(([, g]) => g === gk)![0];
      return {
        members: page.map((gk) => ({ gkFraudsterId: gk, fraudsterId: name(gk) })),
        total: members.length,
        offset: r.offset ?? 0,
      };
    },
    'fraud.addToWatchlist': (r) => {
      members.push(r.gkFraudsterId);
      return { gkWatchlistId: r.gkWatchlistId, gkFraudsterId: r.gkFraudsterId };
    },
    'fraud.removeFromWatchlist': (r) => {
      for (const id of r.gkFraudsterIds) members.splice(members.indexOf(id), 1);
      return { gkWatchlistId: r.gkWatchlistId, removed: r.gkFraudsterIds.length };
    },
    ...over,
  };
  return fakeTransport(handlers);
}

afterEach(cleanup);

const enabled = (id: string) =>
  waitFor(() => expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(false));

describe('Fraudsters screen', () => {
  it('an unknown fraudster can be created from the lookup', async () => {
    const t = fakeServer();
    renderWithApi(<FraudstersScreen params={['eve']} />, t);
    await screen.findByTestId('fraudster-not-found');
    await enabled('fraudster-create');
    fireEvent.click(screen.getByTestId('fraudster-create'));
    expect((await screen.findByTestId('fraudster-id')).textContent).toBe('eve');
    expect(t.calls.find((c) => c.channel === 'fraud.createFraudster')!.request).toEqual({ fraudsterId: 'eve' });
  });

  it('a watchlist: add a fraudster by external ID, see it listed, remove it', async () => {
    const t = fakeServer();
    renderWithApi(<FraudstersScreen params={['@watchlists', 'desk']} />, t);
    expect((await screen.findByTestId('watchlist-no-members')).textContent).toMatch(/No fraudsters/);
    fireEvent.change(screen.getByTestId('watchlist-add-id'), { target: { value: 'mallory' } });
    await enabled('watchlist-add');
    fireEvent.click(screen.getByTestId('watchlist-add'));
    await waitFor(() => expect(screen.getAllByTestId('watchlist-member')).toHaveLength(1));
    expect(screen.getByTestId('watchlist-total').textContent).toBe('(1)');
    fireEvent.click(screen.getByTestId('watchlist-remove-mallory'));
    await screen.findByTestId('watchlist-no-members');
    expect(t.calls.find((c) => c.channel === 'fraud.removeFromWatchlist')!.request).toEqual({
      gkWatchlistId: WL,
      gkFraudsterIds: [gkOf(1)],
    });
  });

  it('adding an unknown fraudster says to create them first, and nothing is added', async () => {
    const t = fakeServer();
    renderWithApi(<FraudstersScreen params={['@watchlists', 'desk']} />, t);
    await screen.findByTestId('watchlist-no-members');
    fireEvent.change(screen.getByTestId('watchlist-add-id'), { target: { value: 'nobody' } });
    await enabled('watchlist-add');
    fireEvent.click(screen.getByTestId('watchlist-add'));
    expect((await screen.findByTestId('watchlist-add-error')).textContent).toMatch(/create them on the Fraudsters tab/);
    expect(t.calls.some((c) => c.channel === 'fraud.addToWatchlist')).toBe(false);
  });

  it('support staff see the watchlist changes disabled with the reason', async () => {
    renderWithApi(<FraudstersScreen params={['@watchlists', 'desk']} />, fakeServer('support'));
    await screen.findByTestId('watchlist-no-members');
    fireEvent.change(screen.getByTestId('watchlist-add-id'), { target: { value: 'mallory' } });
    await waitFor(() =>
      expect(screen.getByTestId('watchlist-add-reason').textContent).toMatch(/cannot change watchlists/),
    );
  });

  it('lists the watchlists with member counts, pages with More, narrows by prefix, and opens one on click', async () => {
    const names = ['desk', 'desk-2', 'branch', 'desk-3'];
    const t = fakeServer('analyst', {
      'fraud.watchlists.list': (r) => {
        const all = names
          .filter((n) => n.startsWith(r.watchlistIdPrefix ?? ''))
          .map((n, i) => ({ gkWatchlistId: gkOf(i + 1), watchlistId: n, memberCount: n.length % 3 }));
        const from = Number(r.pageToken || 0);
        const size = r.pageSize ?? 50;
        const next = from + 2 < all.length ? String(from + 2) : '';
        return {
          items: all.slice(from, from + Math.min(size, 2)),
          nextPageToken: next,
          totalSize: all.length,
          browseAvailable: true,
        };
      },
    });
    renderWithApi(<FraudstersScreen params={['@watchlists']} />, t);
    await waitFor(() => expect(screen.getAllByTestId('watchlist-item')).toHaveLength(2));
    expect(screen.getByTestId('watchlist-list-total').textContent).toBe('(4)');
    expect(screen.getAllByTestId('watchlist-item-count').map((e) => e.textContent)).toEqual([
      '1 fraudster',
      '0 fraudsters',
    ]);
    fireEvent.click(screen.getByTestId('watchlist-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('watchlist-item')).toHaveLength(4));
    expect(screen.queryByTestId('watchlist-list-more')).toBeNull();

    fireEvent.change(screen.getByTestId('watchlist-list-prefix'), { target: { value: 'desk-' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('watchlist-item').map((e) => e.textContent)).toEqual(['desk-2', 'desk-3']),
    );
    expect(t.calls.filter((c) => c.channel === 'fraud.watchlists.list').at(-1)!.request).toMatchObject({
      watchlistIdPrefix: 'desk-',
    });
    fireEvent.change(screen.getByTestId('watchlist-list-prefix'), { target: { value: 'zzz' } });
    expect((await screen.findByTestId('watchlist-list-empty')).textContent).toMatch(/starts with “zzz”/);

    fireEvent.change(screen.getByTestId('watchlist-list-prefix'), { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByTestId('watchlist-item').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId('watchlist-item')[0]!);
    expect(window.location.hash).toBe(hrefOf('fraudsters', '@watchlists', 'desk'));
  });

  it('without Browse the list says it is not offered and the lookup by external ID stays', async () => {
    const t = fakeServer('analyst', {
      'fraud.watchlists.list': () => ({ items: [], nextPageToken: '', totalSize: 0, browseAvailable: false }),
    });
    renderWithApi(<FraudstersScreen params={['@watchlists', 'desk']} />, t);
    expect((await screen.findByTestId('watchlist-list-unavailable')).textContent).toMatch(/does not offer/);
    expect(screen.queryByTestId('watchlist-list-prefix')).toBeNull();
    expect((await screen.findByTestId('watchlist-id')).textContent).toBe('desk');
    expect(screen.getByTestId('watchlist-find-id')).toBeTruthy();
  });
});

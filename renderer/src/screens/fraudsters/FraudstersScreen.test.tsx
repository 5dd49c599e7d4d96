import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
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
});

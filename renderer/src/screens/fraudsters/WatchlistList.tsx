// The scope's watchlists (Vigil's Browse extension), newest first with their member counts, a page
// at a time, narrowed by the start of the external ID; clicking one opens it. A server without
// Browse says so (the lookup by external ID still works); a role the policy leaves out sees why.
import { useState } from 'react';
import { useCan } from '../../app/can.js';
import { ErrorPanel, LoadingState } from '../../components/index.js';
import { useWatchlists } from './fraud.queries.js';

export const WATCHLISTS_NOT_OFFERED =
  'This server does not offer Vigil’s Browse extension, so watchlists cannot be listed; find one by its external ID.';

export function WatchlistList({ selected, onOpen }: { selected?: string | undefined; onOpen: (id: string) => void }) {
  const can = useCan('fraud.watchlists.list');
  const [prefix, setPrefix] = useState('');
  const q = useWatchlists(prefix, can.allowed);
  const pages = q.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const offered = pages[0]?.browseAvailable !== false;
  return (
    <nav className="fraud-watchlist-list" aria-label="Watchlists" data-testid="watchlist-list">
      <h3>
        Watchlists {offered && pages[0] && <span data-testid="watchlist-list-total">({pages[0].totalSize})</span>}
      </h3>
      {!can.allowed ? (
        <p className="muted" data-testid="watchlist-list-denied">
          {can.reason}
        </p>
      ) : !offered ? (
        <p className="muted" data-testid="watchlist-list-unavailable">
          {WATCHLISTS_NOT_OFFERED}
        </p>
      ) : (
        <>
          <label className="fraud-filter">
            External ID starts with{' '}
            <input
              value={prefix}
              onChange={(e) => setPrefix(e.target.value)}
              maxLength={200}
              data-testid="watchlist-list-prefix"
            />
          </label>
          {q.isPending ? (
            <LoadingState label="Reading the watchlists…" />
          ) : q.isError ? (
            <ErrorPanel error={q.error} compact onRetry={() => void q.refetch()} testId="watchlist-list-error" />
          ) : items.length === 0 ? (
            <p className="muted" data-testid="watchlist-list-empty">
              {prefix ? `No watchlist’s external ID starts with “${prefix}”.` : 'This scope has no watchlists yet.'}
            </p>
          ) : (
            <ul className="fraud-members" data-testid="watchlist-list-items">
              {items.map((w) => (
                <li key={w.gkWatchlistId}>
                  <button
                    type="button"
                    className="fraud-open"
                    aria-current={w.watchlistId === selected ? 'true' : undefined}
                    onClick={() => onOpen(w.watchlistId)}
                    data-testid="watchlist-item"
                    data-watchlist-id={w.watchlistId}
                  >
                    {w.watchlistId}
                  </button>{' '}
                  <span className="muted" data-testid="watchlist-item-count">
                    {w.memberCount} fraudster{w.memberCount === 1 ? '' : 's'}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {q.hasNextPage && (
            <button
              type="button"
              onClick={() => void q.fetchNextPage()}
              disabled={q.isFetchingNextPage}
              data-testid="watchlist-list-more"
            >
              More
            </button>
          )}
        </>
      )}
    </nav>
  );
}

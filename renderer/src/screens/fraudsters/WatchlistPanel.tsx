// Watchlists: the scope's watchlists listed (where the server offers Browse) beside the open one;
// find by external ID, create when there is none, page through the members, add a fraudster by
// external ID, remove members.
import { useState } from 'react';
import { useApi } from '../../api/context.js';
import { useCan } from '../../app/can.js';
import { hrefOf } from '../../app/route.js';
import { ActionButton, CopyId, EmptyState, ErrorPanel, Field, LoadingState } from '../../components/index.js';
import { isNotFound, LookupBar } from './LookupBar.js';
import { WatchlistList } from './WatchlistList.js';
import { MEMBERS_PAGE, useFraudMutation, useWatchlist, useWatchlistMembers } from './fraud.queries.js';

export function WatchlistPanel({
  watchlistId,
  onOpen,
}: {
  watchlistId?: string | undefined;
  onOpen: (id: string) => void;
}) {
  const q = useWatchlist(watchlistId);
  const can = useCan('fraud.watchlists.write');
  const create = useFraudMutation('fraud.createWatchlist');

  return (
    <div className="fraud-panel fraud-watchlists" data-testid="watchlist-panel">
      <WatchlistList selected={watchlistId} onOpen={onOpen} />
      <div>
        <LookupBar
          label="Watchlist external ID (watchlist_id)"
          initial={watchlistId}
          onFind={onOpen}
          testId="watchlist-find"
        />
        {!watchlistId && (
          <EmptyState title="Find a watchlist" testId="watchlist-empty">
            Pick a watchlist from the list, or enter its external ID to see its fraudsters (or to create it if it is
            new).
          </EmptyState>
        )}
        {watchlistId && q.isPending && <LoadingState />}
        {watchlistId && isNotFound(q.error) && (
          <div data-testid="watchlist-not-found">
            <p>
              No watchlist has the external ID <code>{watchlistId}</code> in this scope.
            </p>
            <ActionButton
              can={can}
              disabled={create.isPending}
              onClick={() => create.mutate({ watchlistId })}
              testId="watchlist-create"
            >
              Create watchlist “{watchlistId}”
            </ActionButton>
            {create.isError && <ErrorPanel error={create.error} compact testId="watchlist-create-error" />}
          </div>
        )}
        {q.isError && !isNotFound(q.error) && <ErrorPanel error={q.error} onRetry={() => void q.refetch()} />}
        {q.data && (
          <article className="fraud-detail" data-testid="watchlist-detail" data-gk-watchlist-id={q.data.gkWatchlistId}>
            <header className="fraud-detail-head">
              <h3 data-testid="watchlist-id">{q.data.watchlistId}</h3>
              <CopyId id={q.data.gkWatchlistId} short label="gk watchlist ID" />
            </header>
            <Members gkWatchlistId={q.data.gkWatchlistId} />
          </article>
        )}
      </div>
    </div>
  );
}

function Members({ gkWatchlistId }: { gkWatchlistId: string }) {
  const api = useApi();
  const can = useCan('fraud.watchlists.write');
  const [offset, setOffset] = useState(0);
  const m = useWatchlistMembers(gkWatchlistId, offset);
  const add = useFraudMutation('fraud.addToWatchlist');
  const remove = useFraudMutation('fraud.removeFromWatchlist');
  const [fraudsterId, setFraudsterId] = useState('');
  const [addError, setAddError] = useState<unknown>();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setAddError(undefined);
    const id = fraudsterId.trim();
    if (!id) return;
    try {
      const f = await api.call('fraud.findFraudster', { fraudsterId: id });
      await add.mutateAsync({ gkWatchlistId, gkFraudsterId: f.gkFraudsterId });
      setFraudsterId('');
    } catch (err) {
      setAddError(err);
    }
  };

  const total = m.data?.total ?? 0;
  return (
    <section aria-label="Members" data-testid="watchlist-members">
      <h4>Fraudsters on this watchlist {m.data && <span data-testid="watchlist-total">({total})</span>}</h4>
      <form className="fraud-inline" noValidate onSubmit={(e) => void submit(e)}>
        <Field label="Fraudster external ID" path="fraudsterId" error={addError}>
          <input value={fraudsterId} onChange={(e) => setFraudsterId(e.target.value)} data-testid="watchlist-add-id" />
        </Field>
        <ActionButton can={can} type="submit" disabled={add.isPending || !fraudsterId.trim()} testId="watchlist-add">
          Add to watchlist
        </ActionButton>
      </form>
      {addError != null && (
        <ErrorPanel
          error={addError}
          compact
          title={isNotFound(addError) ? 'No such fraudster: create them on the Fraudsters tab first.' : undefined}
          testId="watchlist-add-error"
        />
      )}
      {m.isPending && <LoadingState />}
      {m.isError && <ErrorPanel error={m.error} onRetry={() => void m.refetch()} />}
      {m.data && m.data.members.length === 0 && (
        <p className="muted" data-testid="watchlist-no-members">
          No fraudsters yet.
        </p>
      )}
      {m.data && m.data.members.length > 0 && (
        <ul className="fraud-members" data-testid="watchlist-member-list">
          {m.data.members.map((x) => (
            <li key={x.gkFraudsterId} data-testid="watchlist-member">
              {x.fraudsterId ? (
                <a href={hrefOf('fraudsters', x.fraudsterId)}>{x.fraudsterId}</a>
              ) : (
                <code>{x.gkFraudsterId}</code>
              )}{' '}
              <ActionButton
                can={can}
                reasonDisplay="tooltip"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ gkWatchlistId, gkFraudsterIds: [x.gkFraudsterId] })}
                testId={`watchlist-remove-${x.fraudsterId ?? x.gkFraudsterId}`}
              >
                Remove
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <ErrorPanel error={remove.error} compact testId="watchlist-remove-error" />}
      {total > MEMBERS_PAGE && (
        <div className="fraud-pager">
          <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - MEMBERS_PAGE))}>
            Previous
          </button>
          <span data-testid="watchlist-page">
            {offset + 1}–{Math.min(offset + MEMBERS_PAGE, total)} of {total}
          </span>
          <button
            type="button"
            disabled={offset + MEMBERS_PAGE >= total}
            onClick={() => setOffset(offset + MEMBERS_PAGE)}
            data-testid="watchlist-next"
          >
            Next
          </button>
        </div>
      )}
    </section>
  );
}

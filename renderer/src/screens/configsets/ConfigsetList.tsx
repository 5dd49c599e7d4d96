// The left list: every configset with its type, active revision and last change. Enter in the
// filter opens the first configset that matches (and puts the focus on it).
import { useRef, useState } from 'react';
import { DateTime, EmptyState, ErrorPanel, LoadingState } from '../../components/index.js';
import { hrefOf, useRoute } from '../../app/route.js';
import { shortName } from '../../../../shared/domain/configsets.js';
import { useConfigsetList } from './configsets.queries.js';
import { shortId, who } from './StateBadge.js';

export function ConfigsetList({ selected }: { selected: string | undefined }) {
  const list = useConfigsetList();
  const [filter, setFilter] = useState('');
  const { navigate } = useRoute();
  const items = useRef<HTMLUListElement>(null);
  if (list.isPending) return <LoadingState label="Loading configsets…" testId="cs-list-loading" />;
  if (list.isError) return <ErrorPanel error={list.error} onRetry={() => void list.refetch()} testId="cs-list-error" />;
  const f = filter.trim().toLowerCase();
  const rows = list.data.configsets.filter((c) => !f || c.configsetId.toLowerCase().includes(f));
  return (
    <div className="cs-list" data-testid="cs-list">
      <input
        type="search"
        placeholder="Filter by ID"
        aria-label="Filter configsets by ID"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => {
          const first = rows[0];
          if (e.key !== 'Enter' || !first) return;
          e.preventDefault();
          navigate('configsets', first.configsetId);
          items.current?.querySelector<HTMLElement>('a')?.focus();
        }}
        aria-describedby="cs-filter-hint"
        data-testid="cs-filter"
      />
      {list.data.configsets.length === 0 && (
        <EmptyState title="No configsets in this scope" testId="cs-list-empty">
          Create one with “New configset”.
        </EmptyState>
      )}
      <span id="cs-filter-hint" className="cs-sr-only">
        Enter opens the first configset that matches.
      </span>
      <ul ref={items}>
        {rows.map((c) => (
          <li key={c.configsetId}>
            <a
              href={hrefOf('configsets', c.configsetId)}
              aria-current={c.configsetId === selected ? 'page' : undefined}
              data-testid={`cs-item-${c.configsetId}`}
            >
              <span className="cs-item-head">
                <strong>{c.configsetId}</strong>
                <small className="muted">{shortName(c.type)}</small>
              </span>
              <span className="cs-item-sub">
                {c.active ? (
                  <span title={c.active.revisionId} data-testid={`cs-item-${c.configsetId}-active`}>
                    active {shortId(c.active.revisionId)}
                  </span>
                ) : (
                  <span className="warn-text">no active revision</span>
                )}
                <span className="muted">· {c.revisionCount} rev.</span>
              </span>
              <span className="cs-item-sub muted">
                changed <DateTime value={c.lastChangeAt ?? ''} /> {c.lastChangeBy && `by ${who(c.lastChangeBy)}`}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

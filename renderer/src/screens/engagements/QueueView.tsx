// The engagement queue: filter bar, a virtualized table paged with the server's next-page token,
// sorting by start time or risk, and the lookup form when the server offers no browsing.
import { useCallback, useMemo, useState } from 'react';
import {
  Badge,
  CopyId,
  DataTable,
  DateTime,
  EmptyState,
  ErrorPanel,
  LoadingState,
  type Column,
  type SortState,
} from '../../components/index.js';
import { useRoute } from '../../app/route.js';
import type { Engagement, EngagementOrder } from '../../../../shared/domain/engagements.js';
import { FilterBar } from './FilterBar.js';
import { LookupForm } from './LookupForm.js';
import { decisionTone, enumLabel, verdictLabel, verdictTone } from './labels.js';
import { useEngagementQueue } from './queries.js';
import { INITIAL_FILTER, filterProblems, toListFilter, type QueueFilterState } from './queue-filter.js';

const COLUMNS: Column<Engagement>[] = [
  {
    id: 'started',
    header: 'Started',
    sortable: true,
    width: '11rem',
    cell: (e) => <DateTime value={e.creationTimestamp} />,
  },
  {
    id: 'external',
    header: 'External ID',
    width: 'content',
    cell: (e) => e.engagementId ?? <span className="muted">—</span>,
  },
  {
    id: 'gk',
    header: 'Gatekeeper ID',
    width: '7rem',
    cell: (e) => <CopyId id={e.gkEngagementId} short label="engagement ID" />,
  },
  {
    id: 'state',
    header: 'State',
    width: '4.5rem',
    cell: (e) => (e.isActive ? <Badge tone="info">running</Badge> : <span className="muted">stopped</span>),
  },
  {
    id: 'decision',
    header: 'Decision',
    width: '6rem',
    cell: (e) => (
      <Badge tone={decisionTone(e.riskInfo?.decision)}>
        {enumLabel(e.riskInfo?.decision ?? 'DECISION_UNSPECIFIED')}
      </Badge>
    ),
  },
  {
    id: 'risk',
    header: 'Risk',
    sortable: true,
    width: '3rem',
    align: 'end',
    cell: (e) => e.riskInfo?.risk ?? <span className="muted">—</span>,
  },
  {
    id: 'reliability',
    header: 'Reliability',
    width: '4rem',
    align: 'end',
    cell: (e) => e.riskInfo?.reliability ?? <span className="muted">—</span>,
  },
  {
    id: 'verdict',
    header: 'Verdict',
    width: '6rem',
    cell: (e) => <Badge tone={verdictTone(e.verdictInfo?.verdict)}>{verdictLabel(e.verdictInfo?.verdict)}</Badge>,
  },
  { id: 'sessions', header: 'Sessions', width: '4rem', align: 'end', cell: (e) => e.gkSessionIds.length },
];

const toSort = (o: EngagementOrder): SortState => ({
  column: o.startsWith('risk') ? 'risk' : 'started',
  direction: o.endsWith('asc') ? 'asc' : 'desc',
});
const toOrder = (s: SortState): EngagementOrder =>
  `${s.column === 'risk' ? 'risk' : 'creation_timestamp'} ${s.direction}` as EngagementOrder;

export function QueueView() {
  const { navigate } = useRoute();
  const [state, setState] = useState<QueueFilterState>(INITIAL_FILTER);
  const [appliedAt, setAppliedAt] = useState(() => Date.now());
  const change = (next: QueueFilterState) => {
    setState(next);
    setAppliedAt(Date.now());
  };
  const problems = filterProblems(state);
  const valid = Object.keys(problems).length === 0;
  const filter = useMemo(() => toListFilter(state, appliedAt), [state, appliedAt]);
  const q = useEngagementQueue(filter, valid);
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  const first = q.data?.pages[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (first && !first.browseAvailable) {
    return (
      <div className="eng-queue" data-testid="eng-queue-nobrowse">
        <p className="eng-note" data-testid="eng-nobrowse-note">
          This server does not offer browsing (vigil.v1.Browse), so there is no queue. Find an engagement by one of its
          IDs instead.
        </p>
        <LookupForm />
      </div>
    );
  }

  return (
    <div className="eng-queue" data-testid="eng-queue">
      <FilterBar value={state} onChange={change} error={q.error} />
      <div className="eng-queue-status" aria-live="polite" data-testid="eng-queue-count">
        {first &&
          `${rows.length} shown of ${first.totalSize}${first.totalSizeCapped ? '+' : ''} matching` +
            (isFetchingNextPage ? ' · loading more…' : q.isPlaceholderData ? ' · updating…' : '')}
      </div>
      {q.isPending && valid && <LoadingState label="Loading engagements…" testId="eng-queue-loading" />}
      {q.isError && !q.data && (
        <ErrorPanel
          error={q.error}
          title="Could not load engagements"
          onRetry={() => void q.refetch()}
          testId="eng-queue-error"
        />
      )}
      {q.data && (
        <div className="eng-queue-table">
          <DataTable
            rows={rows}
            columns={COLUMNS}
            rowKey={(e) => e.gkEngagementId}
            label="Engagements"
            sort={toSort(state.orderBy)}
            onSortChange={(s) => change({ ...state, orderBy: toOrder(s) })}
            externalSort
            onRowClick={(e) => navigate('engagements', e.gkEngagementId)}
            onEndReached={more}
            rowHeight={34}
            empty={
              <EmptyState title="No engagements match" testId="eng-queue-empty">
                Widen the time range or clear some filters.
              </EmptyState>
            }
            testId="eng-table"
          />
        </div>
      )}
      {q.isFetchNextPageError && (
        <ErrorPanel error={q.error} title="Could not load more" onRetry={more} compact testId="eng-queue-more-error" />
      )}
    </div>
  );
}

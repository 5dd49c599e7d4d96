// The engagement queue: filter bar, a virtualized table paged with the server's next-page token,
// sorting by start time or risk, and the lookup form when the server offers no browsing. Filters,
// sort and the selected row live in the URL (#/engagements?range=all&orderBy=risk+desc&selected=…),
// rewritten in place as they change: Back from an engagement, a reload or a shared link restore them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import { useCan } from '../../app/can.js';
import {
  Badge,
  CopyId,
  DataTable,
  DateTime,
  EmptyState,
  ErrorPanel,
  LoadingState,
  PlayIcon,
  showToast,
  type Column,
  type SortState,
} from '../../components/index.js';
import { hrefOf, replaceQuery, useRoute } from '../../app/route.js';
import type { EngagementListItem, EngagementOrder } from '../../../../shared/domain/engagements.js';
import { FilterBar } from './FilterBar.js';
// The histogram comes with the queue, the screen that shows it (a small SVG, no chart library): as a
// chunk of its own it cost the first screen another fetch and popped in after the rows.
import RiskHistogram from './RiskHistogram.js';
import { LazyLookupForm as LookupForm } from './LazyLookupForm.js';
import { enumLabel, riskTone, verdictLabel, verdictTone } from './labels.js';
import { useEngagementQueue } from './queries.js';
import { useThresholdsInForce } from './thresholds.js';
import {
  RISKIEST_UNDECIDED,
  decodeQueueUrl,
  encodeQueueUrl,
  filterProblems,
  toListFilter,
  type QueueFilterState,
  type QueueUrlState,
} from './queue-filter.js';

/** The queue URL last shown, for the engagement page's way back (filters and selection kept). */
let lastQueueHref = hrefOf('engagements');
export const queueHref = (): string => lastQueueHref;

/** The queue's columns; decisions are coloured against the fraud threshold in force (riskTone). */
const columnsFor = (fraudThreshold: number | undefined): Column<EngagementListItem>[] => [
  {
    id: 'started',
    header: 'Started',
    sortable: true,
    firstDirection: 'desc',
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
      <Badge tone={riskTone(e.riskInfo?.decision, e.riskInfo?.risk, fraudThreshold)}>
        {enumLabel(e.riskInfo?.decision ?? 'DECISION_UNSPECIFIED')}
      </Badge>
    ),
  },
  {
    id: 'risk',
    header: 'Risk',
    sortable: true,
    // Highest first: the riskiest calls are the ones to review.
    firstDirection: 'desc',
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
  {
    id: 'audio',
    header: 'Audio',
    width: '3.5rem',
    cell: (e) =>
      e.audioSegments === undefined ? (
        <span className="muted" title="This server does not say which calls have audio">
          ?
        </span>
      ) : e.audioSegments > 0 ? (
        <span
          className="eng-audio-mark"
          title={`${e.audioSegments} recording${e.audioSegments === 1 ? '' : 's'}`}
          data-testid={`has-audio-${e.gkEngagementId}`}
        >
          <PlayIcon /> {e.audioSegments}
        </span>
      ) : (
        <span className="muted" aria-label="no audio">
          —
        </span>
      ),
  },
  { id: 'sessions', header: 'Sessions', width: '4rem', align: 'end', cell: (e) => e.gkSessionIds.length },
];

/** The table's row key: a stable function, so the table's per-key work is not redone on every render. */
const engagementKey = (e: EngagementListItem) => e.gkEngagementId;

const sameFilter = (a: QueueFilterState, b: QueueFilterState) =>
  encodeQueueUrl({ ...a, selected: '' }).toString() === encodeQueueUrl({ ...b, selected: '' }).toString();

const toSort = (o: EngagementOrder): SortState => ({
  column: o.startsWith('risk') ? 'risk' : 'started',
  direction: o.endsWith('asc') ? 'asc' : 'desc',
});
const toOrder = (s: SortState): EngagementOrder =>
  `${s.column === 'risk' ? 'risk' : 'creation_timestamp'} ${s.direction}` as EngagementOrder;

/** The intents of the semantic models deployed for the console's app: the queue's intent choices. */
function useDeployedIntents(): string[] {
  const api = useApi();
  const can = useCan('models.list');
  const q = useQuery({
    queryKey: ['models', 'intents'],
    queryFn: ({ signal }) => api.call('models.list', { pageSize: 500 }, signal),
    enabled: can.allowed,
    retry: false,
    staleTime: 60_000,
  });
  return useMemo(() => [...new Set((q.data?.models ?? []).flatMap((m) => m.intents))].sort(), [q.data]);
}

export function QueueView() {
  const { navigate, query } = useRoute();
  const intents = useDeployedIntents();
  const thresholds = useThresholdsInForce();
  const columns = useMemo(() => columnsFor(thresholds?.fraud), [thresholds?.fraud]);
  // Read once when the queue opens; from then on the queue writes the URL (see replaceQuery).
  const [url, setUrl] = useState<QueueUrlState>(() => decodeQueueUrl(query));
  const { selected, ...state } = url;
  const [appliedAt, setAppliedAt] = useState(() => Date.now());
  useEffect(() => {
    const q = encodeQueueUrl(url);
    replaceQuery(q);
    lastQueueHref = hrefOf('engagements') + (q.toString() ? `?${q.toString()}` : '');
  }, [url]);
  const change = (next: QueueFilterState) => {
    setUrl({ ...next, selected });
    setAppliedAt(Date.now());
  };
  const select = useCallback((id: string) => setUrl((u) => (u.selected === id ? u : { ...u, selected: id })), []);
  const open = (id: string) => {
    // The selection goes into this entry's URL before the engagement's own entry is pushed.
    replaceQuery(encodeQueueUrl({ ...url, selected: id }));
    lastQueueHref = hrefOf('engagements') + `?${encodeQueueUrl({ ...url, selected: id }).toString()}`;
    navigate('engagements', id);
  };
  const problems = filterProblems(state);
  const valid = Object.keys(problems).length === 0;
  const filter = useMemo(() => toListFilter(state, appliedAt), [state, appliedAt]);
  const q = useEngagementQueue(filter, valid);
  const api = useApi();
  // Export: every row the filters match, not only the pages on screen.
  const exportCsv = useMutation({
    // The export's code loads when first used, not with the queue.
    mutationFn: async () => {
      const [x, d] = await Promise.all([import('./queue-export.js'), import('../../app/download.js')]);
      const { rows, capped } = await x.fetchAllMatching(api, filter);
      d.downloadText(d.stampedName('vigil-queue', 'csv'), x.queueCsv(rows));
      return { rows, capped };
    },
    onSuccess: ({ rows, capped }) => {
      showToast({
        message: `Exported ${rows.length} engagement${rows.length === 1 ? '' : 's'}${capped ? ' (the first ones; narrow the filters for the rest)' : ''}.`,
        tone: 'ok',
        testId: 'toast-queue-export',
      });
    },
  });
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  const first = q.data?.pages[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  // Coming back to a selected row: the table takes the focus so the keyboard carries on from it.
  const tableBox = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  // The loaded rows' keys, built once per page rather than searched on every key press.
  const loadedKeys = useMemo(() => new Set(rows.map(engagementKey)), [rows]);
  const selectedShown = !!selected && loadedKeys.has(selected);
  useEffect(() => {
    if (!selectedShown || focused.current) return;
    focused.current = true;
    tableBox.current?.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true });
  }, [selectedShown]);
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
      <FilterBar value={state} onChange={change} error={q.error} intents={intents} />
      <div className="eng-queue-bar">
        <div className="eng-quick" role="group" aria-label="Quick views">
          <button
            type="button"
            onClick={() => change(RISKIEST_UNDECIDED)}
            aria-pressed={sameFilter(state, RISKIEST_UNDECIDED)}
            title="Started in the last 24 hours, no verdict yet, highest risk first"
            data-testid="quick-riskiest"
          >
            Today&apos;s riskiest undecided
          </button>
        </div>
        <button
          type="button"
          onClick={() => exportCsv.mutate()}
          disabled={!valid || exportCsv.isPending}
          title="Every engagement the filters match, as CSV"
          data-testid="queue-export"
        >
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
        <div className="eng-queue-status" aria-live="polite" data-testid="eng-queue-count">
          {first &&
            `${rows.length} shown of ${first.totalSize}${first.totalSizeCapped ? '+' : ''} matching` +
              (isFetchingNextPage ? ' · loading more…' : q.isPlaceholderData ? ' · updating…' : '')}
        </div>
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
      {q.data && rows.length > 0 && (
        <RiskHistogram
          risks={rows.map((e) => e.riskInfo?.risk)}
          thresholds={thresholds}
          onPick={(min, max) => change({ ...state, riskMin: String(min), riskMax: String(max) })}
        />
      )}
      {q.data && (
        <div className="eng-queue-table" ref={tableBox}>
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={engagementKey}
            label="Engagements"
            sort={toSort(state.orderBy)}
            onSortChange={(s) => change({ ...state, orderBy: toOrder(s) })}
            externalSort
            onRowClick={(e) => open(e.gkEngagementId)}
            selectedKey={selected || undefined}
            onActiveChange={(e) => select(e.gkEngagementId)}
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
      {exportCsv.error != null && (
        <ErrorPanel error={exportCsv.error} title="Could not export the queue" compact testId="queue-export-error" />
      )}
      {q.isFetchNextPageError && (
        <ErrorPanel error={q.error} title="Could not load more" onRetry={more} compact testId="eng-queue-more-error" />
      )}
    </div>
  );
}

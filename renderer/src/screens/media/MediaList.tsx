// The scope's media segments (Browse.ListMediaSegments), newest first, paged as the list scrolls,
// each with a link to the call (engagement) it was recorded in.
import { useMemo } from 'react';
import type { MediaListItem } from '../../../../shared/domain/media.js';
import { laneLabel } from '../../../../shared/domain/media.js';
import { hrefWithQuery } from '../../app/route.js';
import {
  Badge,
  DataTable,
  DateTime,
  EmptyState,
  ErrorPanel,
  LoadingState,
  type Column,
} from '../../components/index.js';
import { useMediaList } from './media.queries.js';
import { formatTime } from './waveform-model.js';

const COLUMNS: Column<MediaListItem>[] = [
  { id: 'created', header: 'Created', width: '12rem', cell: (r) => <DateTime value={r.creationTimestamp} /> },
  { id: 'id', header: 'Segment', width: 'minmax(10rem, 1.4fr)', cell: (r) => <code>{r.gkMediaSegmentId}</code> },
  {
    id: 'call',
    header: 'Call',
    width: '8rem',
    cell: (r) =>
      r.gkEngagementId ? (
        <a
          href={hrefWithQuery(['engagements', r.gkEngagementId], `segment=${encodeURIComponent(r.gkMediaSegmentId)}`)}
          title={`Engagement ${r.gkEngagementId}`}
          // The row opens the segment; the link opens the call instead.
          onClick={(e) => e.stopPropagation()}
          data-testid={`media-call-${r.gkMediaSegmentId}`}
        >
          {r.gkEngagementId.slice(0, 8)}…
        </a>
      ) : (
        <span className="muted">—</span>
      ),
  },
  {
    id: 'length',
    header: 'Length',
    width: '6rem',
    align: 'end',
    cell: (r) => (r.mediaLength === undefined ? '—' : formatTime(r.mediaLength)),
  },
  {
    id: 'parties',
    header: 'Parties',
    width: 'minmax(8rem, 1fr)',
    cell: (r) =>
      Array.from({ length: r.numberOfChannels ?? 0 }, (_, i) => laneLabel(i + 1, r.callParties)).join(' / ') || '—',
  },
  {
    id: 'flags',
    header: 'Flags',
    width: 'minmax(10rem, 1fr)',
    cell: (r) => (
      <>
        {r.legalHold && <Badge tone="warn">legal hold</Badge>}{' '}
        {r.redactedIntervals.length > 0 && <Badge tone="danger">redacted</Badge>}{' '}
        {r.maskedIntervals.length > 0 && <Badge>masked</Badge>}
      </>
    ),
  },
];

export function MediaList() {
  const q = useMediaList();
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.segments) ?? [], [q.data]);
  const total = q.data?.pages[0]?.totalSize;
  if (q.isPending) return <LoadingState label="Loading media segments…" testId="media-list-loading" />;
  if (q.isError)
    return (
      <ErrorPanel
        error={q.error}
        title="Could not load media segments"
        onRetry={() => void q.refetch()}
        testId="media-list-error"
      />
    );
  if (!rows.length)
    return (
      <EmptyState title="No media segments in this scope" testId="media-list-empty">
        Audio appears here once a session uploads it.
      </EmptyState>
    );
  return (
    <div className="media-list" data-testid="media-list">
      <p className="muted" data-testid="media-list-count">
        {rows.length} of {total}
        {q.data?.pages[0]?.totalSizeCapped ? '+' : ''} segments
      </p>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(r) => r.gkMediaSegmentId}
        label="Media segments"
        onRowClick={(r) => {
          window.location.hash = hrefWithQuery(
            ['media', r.gkMediaSegmentId],
            r.gkEngagementId ? `call=${encodeURIComponent(r.gkEngagementId)}` : '',
          );
        }}
        onEndReached={() => {
          if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
        }}
        height="calc(100vh - 14rem)"
        testId="media-table"
      />
    </div>
  );
}

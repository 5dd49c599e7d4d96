// The Browse list of profiles: filters (lock status, owner type, external ID prefix, tag) and a
// virtualized table that fetches the next page when its end comes into view.
import { useMemo, useState } from 'react';
import type { BrowseFilter, VoiceprintSummary } from '../../../../shared/domain/voiceprints';
import {
  Badge,
  DataTable,
  EmptyState,
  ErrorPanel,
  Field,
  LoadingState,
  Toolbar,
  type Column,
} from '../../components/index.js';
import { DateTime } from '../../components/index.js';
import { lockReasonLabel, ownerLabel, statusLabel } from './labels.js';
import { useVoiceprintList } from './voiceprints.queries.js';

export function lockBadge(p: VoiceprintSummary) {
  if (!p.lock.locked) return <Badge tone="ok">unlocked</Badge>;
  return (
    <Badge tone="danger" title={lockReasonLabel(p.lock.lockReason)}>
      locked · {p.lock.kind === 'automatic' ? 'auto' : 'manual'}
    </Badge>
  );
}

export const summaryColumns: Column<VoiceprintSummary>[] = [
  { id: 'lock', header: 'Lock', width: '9rem', cell: lockBadge, sortValue: (p) => (p.lock.locked ? 0 : 1) },
  { id: 'owner', header: 'Owner', width: '6rem', cell: (p) => ownerLabel(p.ownerType), sortValue: (p) => p.ownerType },
  {
    id: 'external',
    header: 'External ID',
    width: 'minmax(8rem, 1fr)',
    cell: (p) => p.ownerExternalId ?? <span className="muted">—</span>,
    sortValue: (p) => p.ownerExternalId,
  },
  { id: 'tag', header: 'Tag', width: '8rem', cell: (p) => p.tag, sortValue: (p) => p.tag },
  { id: 'status', header: 'Training', width: '9rem', cell: (p) => statusLabel(p.status), sortValue: (p) => p.status },
  {
    id: 'mm',
    header: 'Mismatches',
    width: '7.5rem',
    align: 'end',
    cell: (p) => p.lock.mismatchCounter,
    sortValue: (p) => p.lock.mismatchCounter,
  },
  {
    id: 'created',
    header: 'Created',
    width: '11rem',
    cell: (p) => <DateTime value={p.creationTimestamp} mode="date" />,
    sortValue: (p) => p.creationTimestamp,
  },
];

export function BrowseList({ selected, onOpen }: { selected?: string | undefined; onOpen: (id: string) => void }) {
  const [draft, setDraft] = useState<BrowseFilter>({});
  const [filter, setFilter] = useState<BrowseFilter>({});
  const q = useVoiceprintList(filter);
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.profiles) ?? [], [q.data]);
  const first = q.data?.pages[0];
  const set = (k: keyof BrowseFilter, v: string) => setDraft((d) => ({ ...d, [k]: v || undefined }));

  return (
    <div className="vp-browse" data-testid="vp-browse">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ ...draft });
        }}
      >
        <Toolbar label="Filters">
          <Field label="Lock status" path="filter.lockStatus" error={q.error}>
            <select
              value={draft.lockStatus ?? ''}
              onChange={(e) => set('lockStatus', e.target.value)}
              data-testid="vp-filter-lock"
            >
              <option value="">Any</option>
              <option value="LOCK_STATUS_LOCKED">Locked</option>
              <option value="LOCK_STATUS_UNLOCKED">Unlocked</option>
            </select>
          </Field>
          <Field label="Owner type" path="filter.ownerType" error={q.error}>
            <select
              value={draft.ownerType ?? ''}
              onChange={(e) => set('ownerType', e.target.value)}
              data-testid="vp-filter-owner"
            >
              <option value="">Any</option>
              <option value="OWNER_TYPE_PERSON">Person</option>
              <option value="OWNER_TYPE_FRAUDSTER">Fraudster</option>
            </select>
          </Field>
          <Field label="External ID starts with" path="filter.ownerExternalIdPrefix" error={q.error}>
            <input
              value={draft.ownerExternalIdPrefix ?? ''}
              onChange={(e) => set('ownerExternalIdPrefix', e.target.value)}
              data-testid="vp-filter-prefix"
            />
          </Field>
          <Field label="Tag" path="filter.tag" error={q.error}>
            <input value={draft.tag ?? ''} onChange={(e) => set('tag', e.target.value)} data-testid="vp-filter-tag" />
          </Field>
          <button type="submit" className="primary" data-testid="vp-filter-apply">
            Apply
          </button>
        </Toolbar>
      </form>
      {q.isPending ? (
        <LoadingState label="Loading voiceprint profiles…" testId="vp-list-loading" />
      ) : q.isError ? (
        <ErrorPanel
          error={q.error}
          title="Could not list voiceprint profiles"
          onRetry={() => void q.refetch()}
          testId="vp-list-error"
        />
      ) : (
        <>
          <p className="muted vp-count" data-testid="vp-list-count">
            {first?.totalSize ?? 0}
            {first?.totalSizeCapped ? '+' : ''} profile(s)
            {rows.length < (first?.totalSize ?? 0) ? `, ${rows.length} loaded` : ''}
          </p>
          <DataTable
            rows={rows}
            columns={summaryColumns}
            rowKey={(p) => p.gkVoiceprintProfileId}
            label="Voiceprint profiles"
            onRowClick={(p) => onOpen(p.gkVoiceprintProfileId)}
            selectedKey={selected}
            height="calc(100vh - 19rem)"
            onEndReached={() => q.hasNextPage && !q.isFetchingNextPage && void q.fetchNextPage()}
            empty={<EmptyState title="No profile matches these filters" testId="vp-list-empty" />}
            testId="vp-list"
          />
        </>
      )}
    </div>
  );
}

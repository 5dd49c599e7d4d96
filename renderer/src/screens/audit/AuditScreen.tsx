// The local audit log: every change made through this console, who made it (OS user, client,
// profile, scope), on what (named by the IDs people use: customer ID, engagement external ID, beside
// the internal UUIDs), why (the reason or ticket given), and how it ended. Filter by time, action
// and text; export as CSV. A clicked row's details open in view, with focus moved to them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import {
  Badge,
  DateTime,
  ErrorPanel,
  Field,
  FilterBar,
  FilteredTable,
  LoadingState,
  useFilters,
  type Column,
  type SortState,
} from '../../components/index.js';
import type { AuditEntry } from '../../../../shared/domain/audit.js';
import { AUDIT_ACTIONS } from '../../../../shared/ipc/contract.js';
import { downloadText, NO_FILTERS, refsText, targetText, toAuditQuery, type AuditFilters } from './audit-query.js';
import './audit.css';
import { useDebounced } from '../../app/debounce.js';

const PAGE = 1000;
const MAX = 10_000;
/** Every action an entry can name, from the contract's audited channels (so the list cannot drift). */
const KNOWN_ACTIONS = [...AUDIT_ACTIONS].sort();

const keyOf = (e: AuditEntry, i: number) => `${e.at}-${i}`;
type Row = AuditEntry & { key: string };

const columns: Column<Row>[] = [
  {
    id: 'at',
    header: 'Time',
    width: '15rem',
    cell: (r) => <DateTime value={r.at} mode="precise" />,
    sortValue: (r) => r.at,
  },
  {
    id: 'action',
    header: 'Action',
    width: 'minmax(10rem, 1.2fr)',
    cell: (r) => <code>{r.action}</code>,
    sortValue: (r) => r.action,
  },
  {
    id: 'result',
    header: 'Result',
    width: '7.5rem',
    cell: (r) => <Badge tone={r.result === 'ok' ? 'ok' : 'danger'}>{r.result}</Badge>,
    sortValue: (r) => r.result,
  },
  {
    id: 'about',
    header: 'About',
    width: 'minmax(10rem, 1.3fr)',
    cell: (r) => <span title={refsText(r.refs)}>{refsText(r.refs) || <span className="muted">—</span>}</span>,
    sortValue: (r) => refsText(r.refs),
  },
  {
    id: 'reason',
    header: 'Reason',
    width: 'minmax(10rem, 1.5fr)',
    cell: (r) => <span title={r.reason}>{r.reason || <span className="muted">—</span>}</span>,
    sortValue: (r) => r.reason ?? '',
  },
  {
    id: 'target',
    header: 'Target',
    width: 'minmax(8rem, 0.9fr)',
    cell: (r) => (
      <span className="mono" title={targetText(r.target)}>
        {targetText(r.target) || '—'}
      </span>
    ),
  },
  {
    id: 'profile',
    header: 'Profile',
    width: 'minmax(6rem, 0.8fr)',
    cell: (r) => r.profileName || '—',
    sortValue: (r) => r.profileName,
  },
  {
    id: 'client',
    header: 'Client',
    width: 'minmax(6rem, 0.8fr)',
    cell: (r) => <span className="mono">{r.clientId || '—'}</span>,
    sortValue: (r) => r.clientId,
  },
  {
    id: 'scope',
    header: 'Scope',
    width: '6rem',
    cell: (r) => <span className="mono">{r.scopeId || '—'}</span>,
    sortValue: (r) => r.scopeId,
  },
  { id: 'osUser', header: 'OS user', width: '7rem', cell: (r) => r.osUser, sortValue: (r) => r.osUser },
];

/** Route: #/audit[/<search text>], so another screen can open the entries about one ID. */
export default function AuditScreen({ params }: { params: string[] }) {
  const api = useApi();
  const routed = params[0];
  const [limit, setLimit] = useState(PAGE);
  const { filters, setFilters, set, clear, filtered } = useFilters<AuditFilters>(NO_FILTERS, {
    initial: () => ({ ...NO_FILTERS, text: routed ?? '' }),
    onChange: () => setLimit(PAGE),
  });
  useEffect(() => {
    if (routed !== undefined) setFilters((f) => ({ ...f, text: routed }));
  }, [routed, setFilters]);
  const [sort, setSort] = useState<SortState>({ column: 'at', direction: 'desc' });
  const [selected, setSelected] = useState<string>();
  const text = useDebounced(filters.text, 250);
  const query = useMemo(() => toAuditQuery({ ...filters, text }), [filters, text]);
  const badRange = !!(query.from && query.to && query.from > query.to);

  const list = useQuery({
    queryKey: ['audit', 'list', query, limit],
    queryFn: ({ signal }) => api.call('audit.list', { ...query, limit }, signal),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });
  const rows = useMemo<Row[]>(
    () => (list.data?.entries ?? []).map((e, i) => ({ ...e, key: keyOf(e, i) })),
    [list.data],
  );
  const more = rows.length >= limit && limit < MAX;
  const loadMore = useCallback(() => more && setLimit((l) => Math.min(MAX, l + PAGE)), [more]);

  const exportCsv = useMutation({
    mutationFn: () => api.call('audit.exportCsv', query),
    onSuccess: (r) => downloadText(r.filename, r.csv),
  });

  const current = rows.find((r) => r.key === selected);
  // A clicked row's details sit below a long table: bring them into view and move focus there
  // (Escape returns to the table).
  const detail = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (!opened || !detail.current) return;
    detail.current.scrollIntoView?.({ block: 'nearest' });
    detail.current.focus({ preventScroll: true });
  }, [opened]);
  // The table keeps the clicked row active, so focus there is back on it.
  const backToRow = () => document.querySelector<HTMLElement>('[data-testid="audit-table"]')?.focus();

  return (
    <section className={`screen audit${current ? ' has-detail' : ''}`} data-testid="screen-audit">
      <div className="screen-head">
        <h2>Audit log</h2>
        <span className="muted" data-testid="audit-count">
          {list.data ? `${rows.length}${more ? '+' : ''} ${rows.length === 1 ? 'entry' : 'entries'}` : ''}
        </span>
        <span className="spacer" />
        <button
          type="button"
          onClick={() => exportCsv.mutate()}
          disabled={exportCsv.isPending || badRange}
          data-testid="audit-export"
        >
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <FilterBar filtered={filtered} onClear={clear} testId="audit-filters" clearTestId="audit-clear">
        <Field label="From" violation={badRange ? 'after “To”' : undefined} testId="f-from">
          <input type="datetime-local" value={filters.from} onChange={set('from')} data-testid="audit-from" />
        </Field>
        <Field label="To" testId="f-to">
          <input type="datetime-local" value={filters.to} onChange={set('to')} data-testid="audit-to" />
        </Field>
        <Field label="Action" testId="f-action">
          <input
            list="audit-actions"
            value={filters.action}
            onChange={set('action')}
            placeholder="any"
            data-testid="audit-action"
          />
        </Field>
        <datalist id="audit-actions">
          {KNOWN_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <Field label="Search" testId="f-text">
          <input
            type="search"
            value={filters.text}
            onChange={set('text')}
            placeholder="Customer ID, engagement ID, reason, UUID…"
            className="audit-search"
            data-testid="audit-text"
          />
        </Field>
      </FilterBar>
      {exportCsv.error != null && (
        <ErrorPanel error={exportCsv.error} title="Could not export" compact testId="export-error" />
      )}
      {exportCsv.data && (
        <p className="muted export-note" data-testid="export-done">
          Saved {exportCsv.data.count} {exportCsv.data.count === 1 ? 'entry' : 'entries'} as {exportCsv.data.filename}.
        </p>
      )}
      {list.isPending && !badRange && <LoadingState />}
      {list.error != null && (
        <ErrorPanel error={list.error} title="Could not read the audit log" onRetry={() => void list.refetch()} />
      )}
      {list.data && (
        <div className="audit-table">
          <FilteredTable
            rows={rows}
            columns={columns}
            rowKey={(r) => r.key}
            label="Audit entries"
            sort={sort}
            onSortChange={setSort}
            onRowClick={(r) => (setSelected(r.key), setOpened((n) => n + 1))}
            selectedKey={selected}
            onEndReached={loadMore}
            testId="audit-table"
            filtered={filtered}
            noMatch="No entries match"
            idle={{
              title: 'Nothing audited yet',
              body: 'Changes made through this console (saves, deletes, unlocks, verdicts…) are listed here.',
            }}
            emptyTestId="audit-empty"
          />
        </div>
      )}
      {current && (
        <section
          className="panel audit-detail"
          data-testid="audit-detail"
          ref={detail}
          tabIndex={-1}
          aria-label="Audit entry details"
          onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), backToRow())}
        >
          <dl className="facts">
            <dt>Time</dt>
            <dd>
              <DateTime value={current.at} mode="precise" /> <span className="muted mono">{current.at}</span>
            </dd>
            <dt>Action</dt>
            <dd>
              <code>{current.action}</code>{' '}
              <Badge tone={current.result === 'ok' ? 'ok' : 'danger'}>{current.result}</Badge>
            </dd>
            <dt>About</dt>
            <dd data-testid="audit-detail-refs">{refsText(current.refs) || '—'}</dd>
            <dt>Reason</dt>
            <dd data-testid="audit-detail-reason">{current.reason || '—'}</dd>
            <dt>Target</dt>
            <dd className="mono">{targetText(current.target) || '—'}</dd>
            <dt>By</dt>
            <dd>
              {current.osUser} via {current.profileName || current.profileId || '—'} (client{' '}
              <code>{current.clientId || '—'}</code>, scope <code>{current.scopeId || '—'}</code>)
            </dd>
            <dt>Detail</dt>
            <dd>{current.detail || '—'}</dd>
          </dl>
        </section>
      )}
    </section>
  );
}

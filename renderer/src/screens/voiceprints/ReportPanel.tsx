// Status reports: run the server's status job for an owner type (optionally a creation range),
// follow it through job.progress events (server job, download, parsing in main), then browse the
// rows main keeps, sorted by any column, a window at a time.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  reportShare,
  type ReportRow,
  type ReportSortKey,
  type ReportStatus,
} from '../../../../shared/domain/voiceprints';
import type { EventOf } from '../../../../shared/ipc/contract';
import {
  ActionButton,
  Badge,
  DataTable,
  DateTime,
  EmptyState,
  ErrorPanel,
  Field,
  LoadingState,
  type Column,
} from '../../components/index.js';
import { useCan } from '../../app/can.js';
import { useMainEvent } from '../../app/events.js';
import { askToNotify } from '../../app/job-attention.js';
import { ownerLabel, score, statusLabel } from './labels.js';
import {
  VP_KEY,
  useCancelReport,
  useReportRows,
  useReportStatus,
  useReports,
  useRunReport,
} from './voiceprints.queries.js';

const finished = (p: ReportStatus['phase'] | undefined) => p === 'done' || p === 'failed' || p === 'cancelled';

const col = (
  id: ReportSortKey,
  header: string,
  cell: (r: ReportRow) => React.ReactNode,
  width?: string,
  align?: 'end',
): Column<ReportRow> => ({
  id,
  header,
  cell,
  sortable: true,
  ...(width ? { width } : {}),
  ...(align ? { align } : {}),
});

const COLUMNS: Column<ReportRow>[] = [
  col(
    'lockStatus',
    'Lock',
    (r) =>
      r.lockStatus === 'LOCK_STATUS_LOCKED' ? <Badge tone="danger">locked</Badge> : <Badge tone="ok">unlocked</Badge>,
    '7rem',
  ),
  col('ownerId', 'External ID', (r) => r.ownerId || '—', 'minmax(8rem, 1fr)'),
  col('tag', 'Tag', (r) => r.tag, '8rem'),
  col('status', 'Training', (r) => statusLabel(r.status), '9rem'),
  col('version', 'Ver.', (r) => r.version ?? '—', '4rem', 'end'),
  col('mismatchCounter', 'Mismatches', (r) => r.mismatchCounter ?? '—', '7.5rem', 'end'),
  col(
    'lockedBy',
    'Locked by',
    (r) => (r.lockedBy ? <code title={r.lockedBy}>{r.lockedBy.replace(/^.*clientName:/, '')}</code> : ''),
    '9rem',
  ),
  col('voiceClassScore', 'Voice class', (r) => score(r.voiceClassScore), '7rem', 'end'),
  col('creationTimestamp', 'Created', (r) => <DateTime value={r.creationTimestamp} mode="date" />, '8rem'),
];

function Progress({ status, live }: { status: ReportStatus; live?: EventOf<'job.progress'> | undefined }) {
  const phase = status.phase;
  const value = reportShare(phase);
  return (
    <div className="vp-progress" data-testid="vp-report-progress" data-phase={phase}>
      <progress max={1} value={finished(phase) && phase !== 'done' ? undefined : value} aria-label="Report progress" />
      <span data-testid="vp-report-phase">
        {live?.message ?? phase}
        {(phase === 'parsing' || phase === 'done') && ` · ${(live?.done ?? status.rowCount).toLocaleString()} rows`}
      </span>
    </div>
  );
}

export function ReportPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const can = useCan('voiceprints.runReport');
  const qc = useQueryClient();
  const reports = useReports();
  const run = useRunReport();
  const cancel = useCancelReport();
  const [ownerType, setOwnerType] = useState<'OWNER_TYPE_PERSON' | 'OWNER_TYPE_FRAUDSTER'>('OWNER_TYPE_PERSON');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [jobId, setJobId] = useState<string>();
  const [live, setLive] = useState<EventOf<'job.progress'>>();
  const [sort, setSort] = useState<{ column: ReportSortKey; direction: 'asc' | 'desc' }>({
    column: 'creationTimestamp',
    direction: 'asc',
  });
  const current = jobId ?? reports.data?.reports[0]?.jobId;
  const status = useReportStatus(current);
  const phase = status.data?.phase;
  const rowsQ = useReportRows(current, sort.column, sort.direction === 'desc', phase === 'done');
  const rows = useMemo(() => rowsQ.data?.pages.flatMap((p) => p.rows) ?? [], [rowsQ.data]);

  useMainEvent('job.progress', (e) => {
    if (e.kind !== 'voiceprints.report' || e.jobId !== current) return;
    setLive(e);
    // The status query holds the phase; refetch on each change of state.
    void qc.invalidateQueries({ queryKey: [...VP_KEY, 'report', e.jobId, 'status'] });
    if (e.state !== 'running') void qc.invalidateQueries({ queryKey: [...VP_KEY, 'reports'] });
  });

  const start = (e: React.FormEvent) => {
    e.preventDefault();
    setLive(undefined);
    askToNotify();
    run.mutate(
      {
        ownerType,
        ...(from ? { from: new Date(from).toISOString() } : {}),
        ...(to ? { to: new Date(to).toISOString() } : {}),
      },
      { onSuccess: (r) => setJobId(r.jobId) },
    );
  };

  return (
    <div className="vp-report" data-testid="vp-report">
      <form className="vp-report-form" onSubmit={start}>
        <Field label="Owner type" path="ownerType" error={run.error}>
          <select
            value={ownerType}
            onChange={(e) => setOwnerType(e.target.value as typeof ownerType)}
            data-testid="vp-report-owner"
          >
            <option value="OWNER_TYPE_PERSON">Persons</option>
            <option value="OWNER_TYPE_FRAUDSTER">Fraudsters</option>
          </select>
        </Field>
        <Field label="Created from" path="from" error={run.error}>
          <input
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            data-testid="vp-report-from"
          />
        </Field>
        <Field label="Created before" path="to" error={run.error}>
          <input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} data-testid="vp-report-to" />
        </Field>
        <ActionButton can={can} type="submit" className="primary" disabled={run.isPending} testId="vp-report-run">
          {run.isPending ? 'Starting…' : 'Run status report'}
        </ActionButton>
      </form>
      {run.error && <ErrorPanel error={run.error} title="Could not start the report" testId="vp-report-run-error" />}
      {!current ? (
        <EmptyState title="No report yet" testId="vp-report-none">
          A status report lists every profile of one owner type with its lock and training state.
        </EmptyState>
      ) : status.isPending ? (
        <LoadingState testId="vp-report-loading" />
      ) : status.isError ? (
        <ErrorPanel error={status.error} onRetry={() => void status.refetch()} testId="vp-report-error" />
      ) : (
        <>
          <div className="vp-report-head">
            <strong>{ownerLabel(status.data.ownerType)} report</strong>
            <span className="muted">
              started <DateTime value={status.data.startedAt} mode="time" />
              {status.data.expiresAt && (
                <>
                  {' '}
                  · download valid until <DateTime value={status.data.expiresAt} />
                </>
              )}
            </span>
            {!finished(phase) && (
              <button type="button" onClick={() => cancel.mutate(status.data.jobId)} data-testid="vp-report-cancel">
                Cancel
              </button>
            )}
          </div>
          <Progress status={status.data} live={live?.jobId === current ? live : undefined} />
          {status.data.error && (
            <ErrorPanel
              error={{ ...status.data.error, fieldViolations: [], retryable: false }}
              testId="vp-report-failed"
            />
          )}
          {phase === 'done' &&
            (rowsQ.isError ? (
              <ErrorPanel error={rowsQ.error} onRetry={() => void rowsQ.refetch()} testId="vp-report-rows-error" />
            ) : (
              <DataTable
                rows={rows}
                columns={COLUMNS}
                rowKey={(r) => r.gkVoiceprintProfileId}
                label="Status report"
                sort={sort}
                externalSort
                onSortChange={(s) => setSort({ column: s.column as ReportSortKey, direction: s.direction })}
                onRowClick={(r) => onOpen(r.gkVoiceprintProfileId)}
                onEndReached={() => rowsQ.hasNextPage && !rowsQ.isFetchingNextPage && void rowsQ.fetchNextPage()}
                height="calc(100vh - 22rem)"
                empty={
                  rowsQ.isPending ? (
                    <LoadingState testId="vp-report-rows-loading" />
                  ) : (
                    <EmptyState title="The report has no rows" testId="vp-report-empty" />
                  )
                }
                testId="vp-report-table"
              />
            ))}
        </>
      )}
    </div>
  );
}

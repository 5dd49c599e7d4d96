// The Event log screen: the runtime event log of the connection's app (its topic), read by main
// through the public event-log API with a consumer of the console's own. It opens on the app's
// latest records, already tailing with the console's default group; the consumer settings (client
// name, group number, where a group without committed offsets starts) are folded under "Advanced"
// for those who know consumer groups. See the partitions with offsets and lag, filter the records,
// and open one as a tree or raw JSON, with its audio and links to what it belongs to. Admins may also
// commit the tail's positions as the group's offsets; support staff read only.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import { useMainEvent } from '../../app/events.js';
import { useIdentity } from '../../app/identity.js';
import {
  ActionButton,
  Badge,
  DateTime,
  EmptyState,
  ErrorPanel,
  FilterBar,
  FilteredTable,
  Field,
  LoadingState,
  Toolbar,
  useFilters,
  type Column,
} from '../../components/index.js';
import type { EventLogPartition, EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import type { ResponseOf } from '../../../../shared/ipc/contract.js';
import { RecordDetail } from './RecordDetail.js';
import { MAX_SAMPLES, TailChart } from './TailChart.js';
import type { TailSample } from '../../components/charts/tail-model.js';
import { canEventLog } from './eventlog-access.js';
import {
  NO_FILTERS,
  appendRecords,
  eventLogCsv,
  matches,
  newestFirst,
  recordKey,
  shortKind,
  type EventLogFilters,
} from './eventlog-model.js';
import { downloadText, stampedName } from '../../app/download.js';
import './eventlog.css';

type Tail = ResponseOf<'eventlog.open'>;

const columns: Column<EventLogRecord>[] = [
  { id: 'time', header: 'Time', width: '13rem', cell: (r) => <DateTime value={r.timestamp} mode="precise" /> },
  { id: 'service', header: 'Service', width: '7rem', cell: (r) => r.service },
  {
    id: 'type',
    header: 'Type',
    width: 'minmax(10rem, 1fr)',
    cell: (r) => (
      <span>
        {r.type} <span className="muted">{shortKind(r)}</span>
      </span>
    ),
  },
  {
    id: 'request',
    header: 'Request ID',
    width: 'minmax(8rem, 1fr)',
    cell: (r) => <span className="mono">{r.requestId}</span>,
  },
  { id: 'pos', header: 'Partition:offset', width: '9rem', cell: (r) => <span className="mono">{recordKey(r)}</span> },
  {
    id: 'audio',
    header: 'Audio',
    width: '5rem',
    cell: (r) => (r.audioUrn ? <Badge tone="info">audio</Badge> : ''),
  },
];

function Partitions({ partitions }: { partitions: EventLogPartition[] }) {
  const lag = partitions.reduce((n, p) => n + p.lag, 0);
  return (
    <table className="el-partitions" aria-label="Partitions" data-testid="el-partitions">
      <thead>
        <tr>
          <th scope="col">Partition</th>
          <th scope="col">Beginning</th>
          <th scope="col">End</th>
          <th scope="col">Committed</th>
          <th scope="col">Lag</th>
        </tr>
      </thead>
      <tbody>
        {partitions.map((p) => (
          <tr key={p.partition} data-testid={`el-partition-${p.partition}`}>
            <td>{p.partition}</td>
            <td className="mono">{p.beginningOffset}</td>
            <td className="mono">{p.endOffset}</td>
            <td className="mono">{p.committedOffset ?? '—'}</td>
            <td className="mono">{p.lag}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Total lag
          </th>
          <td className="mono" data-testid="el-total-lag">
            {lag}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

export default function EventLogScreen(_props: { params: string[] }) {
  const api = useApi();
  const qc = useQueryClient();
  const { role } = useIdentity();
  const mayRead = canEventLog(role, 'read');
  const mayCommit = canEventLog(role, 'commit');

  const info = useQuery({
    queryKey: ['eventlog', 'info'],
    queryFn: ({ signal }) => api.call('eventlog.info', {}, signal),
  });
  const [clientName, setClientName] = useState('');
  const [groupNumber, setGroupNumber] = useState(1);
  // The history the topic keeps, of which the tail holds the newest MAX_RECORDS: the screen opens on
  // the app's latest records rather than on an empty table waiting for new ones.
  const [start, setStart] = useState<'latest' | 'earliest'>('earliest');
  const [tail, setTail] = useState<Tail>();
  const [records, setRecords] = useState<EventLogRecord[]>([]);
  const [tailError, setTailError] = useState<{ code: string; message: string; stopped?: boolean }>();
  const { filters, set, clear, filtered } = useFilters<EventLogFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<string>();

  // The tail's consumer is deleted when the screen closes or another tail replaces it.
  const tailRef = useRef<string | undefined>(undefined);
  const closeTail = useCallback(() => {
    const id = tailRef.current;
    tailRef.current = undefined;
    if (id) void api.call('eventlog.close', { tailId: id }).catch(() => undefined);
  }, [api]);
  useEffect(() => closeTail, [closeTail]);

  const open = useMutation({
    // The old tail's view goes at once: until the new consumer holds its partitions, "Waiting for
    // records" would be a promise about a tail that does not exist yet (a record written meanwhile
    // falls before a new group's "end" and never shows).
    onMutate: () => {
      setTail(undefined);
      setRecords([]);
      setSelected(undefined);
      setTailError(undefined);
    },
    mutationFn: () => {
      closeTail();
      return api.call('eventlog.open', {
        ...(clientName.trim() ? { clientName: clientName.trim() } : {}),
        groupNumber,
        start,
      });
    },
    onSuccess: (t) => {
      tailRef.current = t.tailId;
      readTotal.current = 0;
      setSamples([]);
      setTail(t);
      setRecords([]);
      setSelected(undefined);
      setTailError(undefined);
    },
  });

  // Tail at once with the default settings; "Advanced" reopens it on another group.
  const autoOpened = useRef(false);
  const openTail = open.mutate;
  useEffect(() => {
    if (!info.data || !mayRead.allowed || autoOpened.current) return;
    autoOpened.current = true;
    openTail();
  }, [info.data, mayRead.allowed, openTail]);

  // Lag and records read over time, for the tail chart: a sample at each partitions poll.
  const readTotal = useRef(0);
  const [samples, setSamples] = useState<TailSample[]>([]);

  useMainEvent('eventlog.records', (e) => {
    if (e.tailId !== tailRef.current) return;
    readTotal.current += e.records.length;
    if (e.records.length) setRecords((held) => appendRecords(held, e.records));
    setTailError(e.error ? { ...e.error, ...(e.stopped ? { stopped: true } : {}) } : undefined);
  });

  // Another connection: another server and topic (main has closed the old tail).
  useMainEvent('connections.changed', () => {
    void qc.invalidateQueries({ queryKey: ['eventlog', 'info'] });
  });

  const partitions = useQuery({
    queryKey: ['eventlog', 'partitions', tail?.tailId],
    queryFn: ({ signal }) => api.call('eventlog.partitions', { tailId: tail!.tailId }, signal),
    enabled: !!tail && !tailError?.stopped,
    refetchInterval: 3_000,
    // Also the tail's keep-alive: main closes tails nobody has asked about for a minute.
    refetchIntervalInBackground: true,
    initialData: tail ? { partitions: tail.partitions } : undefined,
  });
  // Each poll (dataUpdatedAt), even one whose answer equals the last (the query keeps that object).
  const polledAt = partitions.dataUpdatedAt;
  const polled = partitions.data?.partitions;
  useEffect(() => {
    if (!tail || !polled) return;
    const sample = { at: Date.now(), lag: polled.reduce((n, p) => n + p.lag, 0), read: readTotal.current };
    setSamples((held) => [...held, sample].slice(-MAX_SAMPLES));
  }, [polledAt, polled, tail]);
  const afterMove = (r: { partitions: EventLogPartition[] }) =>
    qc.setQueryData(['eventlog', 'partitions', tail?.tailId], r);
  const seek = useMutation({
    mutationFn: (to: 'beginning' | 'end') => api.call('eventlog.seek', { tailId: tail!.tailId, to }),
    onSuccess: afterMove,
  });
  const commit = useMutation({
    mutationFn: () => api.call('eventlog.commit', { tailId: tail!.tailId }),
    onSuccess: afterMove,
  });

  const services = useMemo(() => [...new Set(records.map((r) => r.service))].sort(), [records]);
  const types = useMemo(() => [...new Set(records.map((r) => r.type))].sort(), [records]);
  const shown = useMemo(() => records.filter((r) => matches(r, filters)).sort(newestFirst), [records, filters]);
  const current = records.find((r) => recordKey(r) === selected);

  if (!mayRead.allowed)
    return (
      <section className="screen eventlog" data-testid="screen-eventlog">
        <div className="screen-head">
          <h2>Event log</h2>
        </div>
        <EmptyState title="Not for this role" testId="el-denied">
          {mayRead.reason}
        </EmptyState>
      </section>
    );

  return (
    <section className="screen eventlog" data-testid="screen-eventlog">
      <div className="screen-head">
        <h2>Event log</h2>
        {tail && (
          <span className="muted" data-testid="el-status">
            {tailError?.stopped ? 'Stopped' : 'Live'} · {records.length} read
            {filtered ? `, ${shown.length} shown` : ''}
          </span>
        )}
        <span className="spacer" />
        {tail && (
          <>
            <button
              type="button"
              onClick={() => seek.mutate('beginning')}
              disabled={seek.isPending}
              data-testid="el-seek-beginning"
            >
              Read from the beginning
            </button>
            <button
              type="button"
              onClick={() => seek.mutate('end')}
              disabled={seek.isPending}
              data-testid="el-seek-end"
            >
              Skip to the end
            </button>
            <button
              type="button"
              onClick={() => downloadText(stampedName('vigil-event-log', 'csv'), eventLogCsv(shown))}
              disabled={!shown.length}
              title="The records shown (filters applied), as CSV"
              data-testid="el-export"
            >
              Export CSV
            </button>
            <ActionButton
              can={mayCommit}
              onClick={() => commit.mutate()}
              disabled={commit.isPending}
              testId="el-commit"
            >
              Commit positions
            </ActionButton>
          </>
        )}
      </div>
      {info.error != null && (
        <ErrorPanel
          error={info.error}
          title="The event log cannot be read"
          onRetry={() => void info.refetch()}
          testId="el-info-error"
        />
      )}
      {info.isPending && <LoadingState />}
      {info.data && (
        <details className="el-advanced" data-testid="el-advanced">
          <summary>Advanced: consumer group</summary>
          <Toolbar label="Consumer group" testId="el-setup">
            <Field label="App (topic)" hint="A token reads only its own app's topic." testId="f-topic">
              <select value={info.data.topic} disabled data-testid="el-topic">
                <option value={info.data.topic}>{info.data.topic}</option>
              </select>
            </Field>
            <Field label="Client name" testId="f-client">
              <input
                value={clientName}
                onChange={(e) => setClientName(e.target.value)}
                placeholder={info.data.defaultClientName}
                data-testid="el-client-name"
              />
            </Field>
            <Field label="Group number" testId="f-number">
              <input
                type="number"
                min={0}
                max={99}
                value={groupNumber}
                onChange={(e) => setGroupNumber(Math.max(0, Math.min(99, Number(e.target.value) || 0)))}
                data-testid="el-group-number"
              />
            </Field>
            <Field label="Without committed offsets, start at" testId="f-start">
              <select
                value={start}
                onChange={(e) => setStart(e.target.value as 'latest' | 'earliest')}
                data-testid="el-start"
              >
                <option value="latest">the end (new records only)</option>
                <option value="earliest">the beginning (all history)</option>
              </select>
            </Field>
            <button type="button" onClick={() => open.mutate()} disabled={open.isPending} data-testid="el-open">
              {open.isPending ? 'Opening…' : tail ? 'Reopen tail' : 'Start tail'}
            </button>
            <span className="muted mono el-group" data-testid="el-group">
              appID-{info.data.topic}-clientName-{clientName.trim() || info.data.defaultClientName}-
              {String(groupNumber).padStart(2, '0')}
            </span>
          </Toolbar>
        </details>
      )}
      {open.error != null && <ErrorPanel error={open.error} title="Could not open the tail" testId="el-open-error" />}
      {tailError && (
        <ErrorPanel
          error={{
            code: tailError.code,
            message: tailError.message,
            fieldViolations: [],
            retryable: !tailError.stopped,
          }}
          title={tailError.stopped ? 'The tail stopped' : 'Reading failed; retrying'}
          compact
          {...(tailError.stopped ? { onRetry: () => open.mutate() } : {})}
          testId="el-tail-error"
        />
      )}
      {seek.error != null && <ErrorPanel error={seek.error} title="Could not move the tail" compact />}
      {commit.error != null && (
        <ErrorPanel error={commit.error} title="Could not commit" compact testId="el-commit-error" />
      )}
      {partitions.error != null && !tailError?.stopped && (
        <ErrorPanel
          error={partitions.error}
          title="Could not read the partitions"
          compact
          testId="el-partitions-error"
        />
      )}
      {open.isPending && <LoadingState label="Opening the tail…" testId="el-opening" />}
      {tail && partitions.data && <Partitions partitions={partitions.data.partitions} />}
      {tail && <TailChart samples={samples} />}
      {tail && (
        <FilterBar filtered={filtered} onClear={clear} testId="el-filters" clearTestId="el-f-clear">
          <Field label="Service" testId="f-service">
            <select value={filters.service} onChange={set('service')} data-testid="el-f-service">
              <option value="">any</option>
              {services.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Type" testId="f-type">
            <input
              list="el-types"
              value={filters.type}
              onChange={set('type')}
              placeholder="any"
              data-testid="el-f-type"
            />
          </Field>
          <datalist id="el-types">
            {types.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          <Field label="Request ID" testId="f-request">
            <input value={filters.requestId} onChange={set('requestId')} placeholder="any" data-testid="el-f-request" />
          </Field>
          <Field label="Session" testId="f-session">
            <input
              value={filters.session}
              onChange={set('session')}
              placeholder="session or engagement ID"
              data-testid="el-f-session"
            />
          </Field>
          <Field label="From" testId="f-from">
            <input type="datetime-local" value={filters.from} onChange={set('from')} data-testid="el-f-from" />
          </Field>
          <Field label="To" testId="f-to">
            <input type="datetime-local" value={filters.to} onChange={set('to')} data-testid="el-f-to" />
          </Field>
        </FilterBar>
      )}
      {tail && (
        <div className="el-body">
          <div className="el-table">
            <FilteredTable
              rows={shown}
              columns={columns}
              rowKey={recordKey}
              label="Event-log records"
              externalSort
              onRowClick={(r) => setSelected(recordKey(r))}
              selectedKey={selected}
              testId="el-records"
              filtered={filtered}
              noMatch="No records match"
              idle={{
                title: 'Waiting for records…',
                body: 'New records appear here as they are written. “Read from the beginning” shows the history.',
              }}
              emptyTestId="el-empty"
            />
          </div>
          {current && <RecordDetail record={current} onClose={() => setSelected(undefined)} />}
        </div>
      )}
    </section>
  );
}

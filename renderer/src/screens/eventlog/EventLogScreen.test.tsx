import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeTransport, type FakeTransport, type Handlers } from '../../../test/fake-transport.testkit';
import { shellHandlers } from '../../../test/fixtures.testkit';
import { renderWithApi } from '../../../test/render.testkit';
import type { EventLogPartition, EventLogRecord } from '../../../../shared/ipc/channels/eventlog';
import EventLogScreen from './EventLogScreen';
import { MAX_RECORDS, appendRecords, eventLogCsv, matches, NO_FILTERS } from './eventlog-model';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:wav-1'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const parts = (committed?: string): EventLogPartition[] =>
  [0, 1, 2, 3].map((partition) => ({
    partition,
    beginningOffset: '0',
    endOffset: '10',
    ...(committed ? { committedOffset: committed } : {}),
    lag: committed ? 10 - Number(committed) : 10,
  }));

function rec(offset: number, over: Partial<EventLogRecord> = {}): EventLogRecord {
  return {
    partition: offset % 4,
    offset: String(offset),
    key: { service: 'ASRaaS', id: `k${offset}` },
    value: {
      specversion: '1.0',
      service: 'ASRaaS',
      type: 'Recognize',
      id: `ev-${offset}`,
      timestamp: new Date(Date.UTC(2026, 0, 1, 12, 0, offset)).toISOString(),
      data: { dataContentType: 'application/x-vendor-asr-finalresultresponse.v2+json', requestid: `req-${offset}` },
    },
    service: 'ASRaaS',
    type: 'Recognize',
    source: 'vendor.asr.v1.Recognizer/Recognize',
    id: `ev-${offset}`,
    timestamp: new Date(Date.UTC(2026, 0, 1, 12, 0, offset)).toISOString(),
    requestId: `req-${offset}`,
    sessionId: `sess-${offset}`,
    ...over,
  };
}

function show(role = 'admin', more: Handlers = {}): FakeTransport {
  const t = fakeTransport({
    ...shellHandlers(role),
    'eventlog.info': () => ({ topic: 'vigil', defaultClientName: 'demo-admin', baseUrl: 'http://127.0.0.1:8080' }),
    'eventlog.open': (req) => ({
      tailId: 'tail-1',
      topic: 'vigil',
      group: `appID-vigil-clientName-${req.clientName ?? 'demo-admin'}-0${req.groupNumber ?? 1}`,
      consumerName: 'consumer-00000000-0000-0000-0000-000000000000',
      partitions: parts(),
    }),
    'eventlog.partitions': () => ({ partitions: parts() }),
    'eventlog.close': () => ({ closed: true }),
    ...more,
  });
  renderWithApi(<EventLogScreen params={[]} />, t);
  return t;
}

/** The screen tails on its own as it opens. */
async function openTail(t: FakeTransport) {
  await screen.findByTestId('el-partitions');
  await waitFor(() => expect(t.calls.some((c) => c.channel === 'eventlog.open')).toBe(true));
}

describe('EventLogScreen', () => {
  it("opens already tailing the app's records, with the consumer group under Advanced", async () => {
    const t = show();
    await openTail(t);
    // Nobody had to pick a group: the default one, from the history the topic keeps.
    expect(t.calls.filter((c) => c.channel === 'eventlog.open').map((c) => c.request)).toEqual([
      { groupNumber: 1, start: 'earliest' },
    ]);
    expect((screen.getByTestId('el-advanced') as HTMLDetailsElement).open).toBe(false);
    expect(screen.getByTestId('el-open').textContent).toBe('Reopen tail');
  });

  it('reopens the tail on the chosen group, shows partitions with lag and records pushed by main', async () => {
    const t = show();
    await openTail(t);
    await userEvent.click(screen.getByText('Advanced: consumer group'));
    await userEvent.type(await screen.findByTestId('el-client-name'), 'collector');
    expect(screen.getByTestId('el-group').textContent).toBe('appID-vigil-clientName-collector-01');
    fireEvent.change(screen.getByTestId('el-start'), { target: { value: 'latest' } });
    await userEvent.click(screen.getByTestId('el-open'));
    await waitFor(() => expect(t.calls.filter((c) => c.channel === 'eventlog.open')).toHaveLength(2));
    expect(t.calls.filter((c) => c.channel === 'eventlog.open')[1]!.request).toEqual({
      clientName: 'collector',
      groupNumber: 1,
      start: 'latest',
    });
    // The first tail's consumer is closed when the second replaces it.
    expect(t.calls.find((c) => c.channel === 'eventlog.close')!.request).toEqual({ tailId: 'tail-1' });
    expect(
      within(screen.getByTestId('el-partition-2'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '0', '10', '—', '10']);
    expect(screen.getByTestId('el-total-lag').textContent).toBe('40');
    expect(screen.getByTestId('el-empty').textContent).toContain('Waiting for records');

    act(() => t.emit('eventlog.records', { tailId: 'tail-1', records: [rec(1), rec(2)] }));
    // Another tail's records are not this screen's.
    act(() => t.emit('eventlog.records', { tailId: 'other', records: [rec(3)] }));
    const rows = await screen.findAllByTestId(/^row-/);
    expect(rows.map((r) => r.textContent?.includes('req-2'))).toEqual([true, false]);
    expect(screen.getByTestId('el-status').textContent).toContain('2 read');
  });

  it('a reopen drops the old tail at once: nothing says it waits for records until the new tail holds its partitions', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let opens = 0;
    const t = show('admin', {
      'eventlog.open': async (req) => {
        if (++opens > 1) await held;
        return {
          tailId: `tail-${opens}`,
          topic: 'vigil',
          group: `appID-vigil-clientName-demo-admin-0${req.groupNumber ?? 1}`,
          consumerName: 'consumer-00000000-0000-0000-0000-000000000000',
          partitions: parts(),
        };
      },
    });
    await openTail(t);
    act(() => t.emit('eventlog.records', { tailId: 'tail-1', records: [rec(1)] }));
    await screen.findAllByTestId(/^row-/);
    await userEvent.click(screen.getByText('Advanced: consumer group'));
    await userEvent.click(screen.getByTestId('el-open'));
    expect(await screen.findByTestId('el-opening')).toBeTruthy();
    expect(screen.queryByTestId('el-empty')).toBeNull();
    expect(screen.queryAllByTestId(/^row-/)).toHaveLength(0);
    expect(screen.queryByTestId('el-status')).toBeNull();
    answer();
    expect((await screen.findByTestId('el-empty')).textContent).toContain('Waiting for records');
    expect(screen.queryByTestId('el-opening')).toBeNull();
    act(() => t.emit('eventlog.records', { tailId: 'tail-2', records: [rec(2)] }));
    expect(await screen.findAllByTestId(/^row-/)).toHaveLength(1);
  });

  it('filters by service, request ID and session, and opens a record as a tree and raw JSON', async () => {
    const t = show();
    await openTail(t);
    act(() =>
      t.emit('eventlog.records', {
        tailId: 'tail-1',
        records: [
          rec(1),
          rec(2, { service: 'NLUaaS', type: 'Interpret' }),
          rec(3, { gkEngagementId: 'eng-42', audioUrn: 'urn:audio:3' }),
        ],
      }),
    );
    await screen.findAllByTestId(/^row-/);
    fireEvent.change(screen.getByTestId('el-f-service'), { target: { value: 'NLUaaS' } });
    expect(screen.getAllByTestId(/^row-/)).toHaveLength(1);
    await userEvent.click(screen.getByTestId('el-f-clear'));
    await userEvent.type(screen.getByTestId('el-f-session'), 'ENG-42');
    const rows = screen.getAllByTestId(/^row-/);
    expect(rows).toHaveLength(1);
    await userEvent.click(rows[0]!);
    const detail = await screen.findByTestId('el-detail');
    expect(within(detail).getByTestId('el-tree-event').textContent).toContain('specversion');
    expect(within(detail).getByTestId('el-tree-data').textContent).toContain('"req-3"');
    expect(within(detail).getByTestId('el-link-engagement').getAttribute('href')).toBe('#/engagements/eng-42');
    await userEvent.click(within(detail).getByTestId('el-view-raw'));
    expect(JSON.parse(within(detail).getByTestId('el-raw').textContent!).value.id).toBe('ev-3');
  });

  it('plays an ASR record audio from the WAV main fetched', async () => {
    const t = show('support', {
      'eventlog.audio': () => ({ wavBase64: btoa('RIFF....WAVE'), sampleRate: 16000, durationMs: 1250 }),
    });
    await openTail(t);
    act(() => t.emit('eventlog.records', { tailId: 'tail-1', records: [rec(5, { audioUrn: 'urn:audio:5' })] }));
    await userEvent.click((await screen.findAllByTestId(/^row-/))[0]!);
    await userEvent.click(screen.getByTestId('el-audio-play'));
    const audio = await screen.findByTestId('el-audio-element');
    expect(audio.getAttribute('src')).toBe('blob:wav-1');
    expect(t.calls.find((c) => c.channel === 'eventlog.audio')!.request).toEqual({ urn: 'urn:audio:5' });
    expect(screen.getByTestId('el-audio-info').textContent).toBe('1.3 s at 16 kHz');
  });

  it('lets admins commit positions, not support staff', async () => {
    const t = show('admin', { 'eventlog.commit': () => ({ partitions: parts('10') }) });
    await openTail(t);
    await userEvent.click(screen.getByTestId('el-commit'));
    await waitFor(() => expect(screen.getByTestId('el-total-lag').textContent).toBe('0'));
    cleanup();
    const s = show('support');
    await openTail(s);
    await waitFor(() => expect((screen.getByTestId('el-commit') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('el-commit-reason').textContent).toContain('admins can');
  });

  it('says which scope is missing, and refuses analysts', async () => {
    show('admin', {
      'eventlog.open': () => {
        throw fail('PERMISSION_DENIED', 'The client demo-admin needs OAuth scope "log" to read event logs');
      },
    });
    expect((await screen.findByTestId('el-open-error-message')).textContent).toContain('OAuth scope "log"');
    cleanup();
    show('analyst');
    expect((await screen.findByTestId('el-denied')).textContent).toContain('admins and support staff can');
  });

  it('closes its tail when the screen goes away, and shows a stopped tail', async () => {
    const t = show();
    await openTail(t);
    act(() =>
      t.emit('eventlog.records', {
        tailId: 'tail-1',
        records: [],
        error: { code: 'NOT_FOUND', message: 'consumer instance not found' },
        stopped: true,
      }),
    );
    expect((await screen.findByTestId('el-tail-error')).textContent).toContain('The tail stopped');
    cleanup();
    await waitFor(() => expect(t.calls.filter((c) => c.channel === 'eventlog.close')).toHaveLength(1));
    expect(t.calls.find((c) => c.channel === 'eventlog.close')!.request).toEqual({ tailId: 'tail-1' });
  });
});

describe('eventlog model', () => {
  it('keeps the newest MAX_RECORDS and ignores records already held', () => {
    let held: EventLogRecord[] = [];
    held = appendRecords(held, [rec(1), rec(2)]);
    held = appendRecords(held, [rec(2), rec(3)]);
    expect(held.map((r) => r.offset)).toEqual(['1', '2', '3']);
    const many = Array.from({ length: MAX_RECORDS + 5 }, (_, i) => rec(i + 10));
    held = appendRecords(held, many);
    expect(held).toHaveLength(MAX_RECORDS);
    expect(held.at(-1)!.offset).toBe(String(MAX_RECORDS + 14));
  });

  it('filters by type, time and request ID', () => {
    const r = rec(7);
    expect(matches(r, { ...NO_FILTERS, type: 'finalresult' })).toBe(true);
    expect(matches(r, { ...NO_FILTERS, type: 'partial' })).toBe(false);
    expect(matches(r, { ...NO_FILTERS, requestId: 'REQ-7' })).toBe(true);
    expect(matches(r, { ...NO_FILTERS, from: '2100-01-01T00:00' })).toBe(false);
    expect(matches(r, { ...NO_FILTERS, to: '2100-01-01T00:00' })).toBe(true);
  });
});

describe('event log CSV', () => {
  it('writes the records shown with their CloudEvent as JSON, formula-looking cells neutralised', () => {
    const csv = eventLogCsv([rec(1, { requestId: '=1+1' })]);
    const [header, row] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'time,service,type,kind,request_id,session_id,gk_engagement_id,partition,offset,audio_urn,event',
    );
    expect(
      row!.startsWith('2026-01-01T12:00:01.000Z,ASRaaS,Recognize,finalresultresponse,\'=1+1,sess-1,,1,1,,"{'),
    ).toBe(true);
    expect(row).toContain('""specversion"":""1.0""');
  });
});

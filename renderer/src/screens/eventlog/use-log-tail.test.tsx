import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTransport } from '../../../test/fake-transport.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import { useLogTail } from './use-log-tail.js';

const rec = (offset: string, service: string): EventLogRecord => ({
  partition: 0,
  offset,
  key: { service, id: 'k' },
  value: {},
  service,
  type: 't',
  source: 's',
  id: offset,
  timestamp: '',
  requestId: '',
  sessionId: '',
});

function Probe() {
  const tail = useLogTail({
    enabled: true,
    clientName: 'probe',
    start: 'earliest',
    keep: (r) => r.service === 'DLGaaS',
  });
  return <p data-testid="probe">{`${tail.state}:${tail.records.map((r) => r.offset).join(',')}`}</p>;
}

afterEach(cleanup);

describe('useLogTail', () => {
  it('keeps the records main pushes before the open answers, and only those it wants', async () => {
    const t = fakeTransport({
      'eventlog.open': async () => {
        // A tail from the earliest record reads at once: its first batch can beat the open's answer.
        await new Promise((r) => setTimeout(r, 0));
        t.emit('eventlog.records', { tailId: 'tail-1', records: [rec('1', 'DLGaaS'), rec('2', 'ASRaaS')] });
        return { tailId: 'tail-1', topic: 'vigil', group: 'g', consumerName: 'c', partitions: [] };
      },
    });
    renderWithApi(<Probe />, t);
    expect((await screen.findByText(/^live:/)).textContent).toBe('live:1');
    t.emit('eventlog.records', { tailId: 'tail-1', records: [rec('3', 'DLGaaS')] });
    t.emit('eventlog.records', { tailId: 'another-tail', records: [rec('4', 'DLGaaS')] });
    expect((await screen.findByText('live:1,3')).textContent).toBe('live:1,3');
  });
});

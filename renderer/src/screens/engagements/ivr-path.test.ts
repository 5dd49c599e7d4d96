import { describe, expect, it } from 'vitest';
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import { ivrPathOf } from './ivr-path.js';

const rec = (o: Partial<EventLogRecord> & { events?: unknown[]; seq?: string }): EventLogRecord => ({
  partition: 0,
  offset: String(Math.random()),
  key: { service: 'DLGaaS', id: o.sessionId ?? '' },
  value: o.events
    ? { data: { dataContentType: 'application/x-vendor-dlg-nii-logs.v1+json', seqid: o.seq ?? '1', events: o.events } }
    : { data: {} },
  service: 'DLGaaS',
  type: o.events ? 'NIIEventLog' : 'Start',
  source: o.events ? 'NIIEventLogger' : 'vendor.dlg.v1.DialogService/Start',
  id: '',
  timestamp: '',
  requestId: '',
  sessionId: o.sessionId ?? '',
  ...(o.gkEngagementId ? { gkEngagementId: o.gkEngagementId } : {}),
});

describe('ivrPathOf', () => {
  it("follows the engagement's dialog sessions through their NII records in seqid order", () => {
    const records = [
      rec({
        sessionId: 's1',
        seq: '2',
        events: [
          { name: 'input-received', value: { userText: 'my balance' } },
          { name: 'intent', value: { value: 'I_REQUEST_ACCOUNT_BALANCE' } },
          { name: 'data-required', value: { id: 'DA_BAL', type: 'external' } },
        ],
      }),
      rec({ sessionId: 's1', gkEngagementId: 'eng-1' }),
      rec({
        sessionId: 's1',
        seq: '1',
        events: [{ name: 'transition', value: { from: { name: 'start' }, to: { name: 'Welcome', type: 'message' } } }],
      }),
      rec({
        sessionId: 's1',
        seq: '3',
        events: [
          { name: 'data-received', value: { id: 'DA_BAL', returnCode: '5' } },
          { name: 'application-ended', value: {} },
        ],
      }),
      // Another engagement's session, and a session nobody tied to an engagement.
      rec({ sessionId: 's2', gkEngagementId: 'eng-2' }),
      rec({ sessionId: 's2', events: [{ name: 'intent', value: { value: 'OTHER' } }] }),
      rec({ sessionId: 's3', events: [{ name: 'intent', value: { value: 'OTHER' } }] }),
    ];
    expect(ivrPathOf(records, 'eng-1')).toEqual([
      {
        sessionId: 's1',
        steps: [
          { kind: 'node', name: 'Welcome', type: 'message' },
          { kind: 'said', text: 'my balance' },
          { kind: 'intent', intent: 'I_REQUEST_ACCOUNT_BALANCE' },
          { kind: 'data', id: 'DA_BAL', returnCode: '5', ok: false },
          { kind: 'end', how: 'application-ended' },
        ],
      },
    ]);
    expect(ivrPathOf(records, 'eng-3')).toEqual([]);
  });
});

// The call's IVR path on the engagement page, beside the recording: the dialog sessions that carry
// this engagement (client_data or a session variable x-vigil-engagement-id) and, from their NII
// records in the app's event log, the nodes visited, the intents heard and each data access
// outcome (ivr-path.ts). Reading the event log from its start is not free, so it is one click.
import { useState } from 'react';
import { useIdentity } from '../../app/identity.js';
import { Badge, ErrorPanel, LoadingState } from '../../components/index.js';
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import { canEventLog } from '../eventlog/eventlog-access.js';
import { useLogTail } from '../eventlog/use-log-tail.js';
import { ivrPathOf, type IvrStep } from './ivr-path.js';
import './ivr-path.css';

const keepDialog = (r: EventLogRecord) => r.service === 'DLGaaS';

function Step({ s }: { s: IvrStep }) {
  switch (s.kind) {
    case 'node':
      return (
        <span className="ivr-node">
          {s.name} <span className="muted">({s.type})</span>
        </span>
      );
    case 'said':
      return <span>caller: “{s.text}”</span>;
    case 'intent':
      return <Badge tone="info">intent {s.intent}</Badge>;
    case 'data':
      return (
        <Badge tone={s.ok ? 'ok' : 'danger'}>
          data {s.id}: returnCode {s.returnCode || '(none)'}
          {s.durationMs !== undefined ? ` in ${s.durationMs} ms` : ''}
        </Badge>
      );
    case 'end':
      return <span className="muted">{s.how}</span>;
  }
}

function Path({ gkEngagementId }: { gkEngagementId: string }) {
  const tail = useLogTail({ enabled: true, clientName: 'vigil-console-ivr', start: 'earliest', keep: keepDialog });
  const sessions = ivrPathOf(tail.records, gkEngagementId);
  if (tail.state === 'failed') return <ErrorPanel error={tail.error} title="Could not read the event log" compact />;
  if (tail.state === 'opening') return <LoadingState label="Opening the event log…" />;
  if (!sessions.length)
    return (
      <p className="muted" data-testid="ivr-none">
        Reading the event log… no dialog session has named this engagement yet.
      </p>
    );
  return (
    <>
      {sessions.map((s) => (
        <div key={s.sessionId} data-testid="ivr-session">
          <p className="muted">
            Dialog session <span className="mono">{s.sessionId}</span>
          </p>
          <ol className="ivr-steps">
            {s.steps.map((x, i) => (
              <li key={i} data-step={x.kind}>
                <Step s={x} />
              </li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}

export function IvrPath({ gkEngagementId }: { gkEngagementId: string }) {
  const { role } = useIdentity();
  const can = canEventLog(role, 'ivrPath');
  const [shown, setShown] = useState(false);
  return (
    <section className="eng-card ivr-path" aria-label="IVR path" data-testid="eng-ivr">
      <h3>IVR path</h3>
      {!can.allowed ? (
        <p className="muted">{can.reason}</p>
      ) : shown ? (
        <Path gkEngagementId={gkEngagementId} />
      ) : (
        <button type="button" onClick={() => setShown(true)} data-testid="eng-ivr-show">
          Show the dialog this call went through
        </button>
      )}
    </section>
  );
}

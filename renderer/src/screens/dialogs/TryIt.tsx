// Try it: a conversation with a deployed dialog project from the console. Type, or pick one of a
// question's items; a client-side data action opens a form of its Get Data (from the project's
// node when you may read projects, else fields you add) with returnCode; a latency message waits
// for Continue. Beside the transcript, the session's NII events arrive live from the event log,
// each expandable (for those who may read event logs).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../api/context.js';
import { useIdentity } from '../../app/identity.js';
import { ErrorPanel, Field, LoadingState } from '../../components/index.js';
import type { DialogTurn } from '../../../../shared/ipc/channels/dialogs.js';
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import { NiiEvents } from '../eventlog/NiiEvents.js';
import { canEventLog } from '../eventlog/eventlog-access.js';
import { isNiiRecord, niiSeq } from '../eventlog/nii-events.js';
import { useLogTail, type LogTail } from '../eventlog/use-log-tail.js';
import { useDialogProjects } from './DialogsScreen.js';

type Entry = { who: 'dialog' | 'you' | 'note'; text: string };

const ACTION_TEXT: Record<DialogTurn['action']['kind'], string> = {
  question: 'question (qa_action)',
  data: 'data access (da_action)',
  continue: 'latency message (continue_action)',
  escalation: 'escalation (escalation_action)',
  end: 'end (end_action)',
  none: 'no action',
};

const keepDialog = (r: EventLogRecord) => r.service === 'DLGaaS';

function NiiPanel({
  sessionId,
  can,
  tail,
}: {
  sessionId: string | undefined;
  can: ReturnType<typeof canEventLog>;
  tail: LogTail;
}) {
  const mine = useMemo(
    () =>
      tail.records
        .filter((r) => sessionId && r.sessionId === sessionId && isNiiRecord(r))
        .sort((a, b) => niiSeq(a) - niiSeq(b)),
    [tail.records, sessionId],
  );
  return (
    <section className="panel dlg-nii" aria-label="Dialog events of the session" data-testid="tryit-nii">
      <h3>Dialog events (NII)</h3>
      {!can.allowed ? (
        <p className="muted">{can.reason} The conversation works without them.</p>
      ) : tail.state === 'failed' ? (
        <ErrorPanel error={tail.error} title="Could not read the event log" compact />
      ) : tail.state === 'opening' ? (
        <LoadingState label="Opening the event log…" />
      ) : !sessionId ? (
        <p className="muted">Start a conversation: its events appear here as the runtime logs them.</p>
      ) : mine.length === 0 ? (
        <p className="muted" data-testid="tryit-nii-waiting">
          Waiting for the session’s records…
        </p>
      ) : (
        mine.map((r) => <NiiEvents key={`${r.partition}/${r.offset}`} record={r} />)
      )}
    </section>
  );
}

function DataForm({
  action,
  getData,
  onSend,
  busy,
}: {
  action: DialogTurn['action'];
  getData: string[];
  onSend: (data: Record<string, string>) => void;
  busy: boolean;
}) {
  const [rows, setRows] = useState<{ name: string; value: string }[]>(() => [
    { name: 'returnCode', value: '0' },
    ...getData.filter((n) => n !== 'returnCode').map((name) => ({ name, value: '' })),
  ]);
  const set = (i: number, k: 'name' | 'value', v: string) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSend(Object.fromEntries(rows.filter((r) => r.name.trim()).map((r) => [r.name.trim(), r.value])));
  };
  const sent = Object.entries(action.data);
  return (
    <form className="dlg-da-form" onSubmit={submit} aria-label={`Data for ${action.id}`} data-testid="tryit-da-form">
      <p>
        The dialog asks the client for <strong>{action.id}</strong>
        {sent.length > 0 && (
          <>
            {' '}
            with Send Data <span className="mono">{sent.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')}</span>
          </>
        )}
        . Answer with its Get Data; returnCode “0” goes to Success, anything else to Failure.
      </p>
      {rows.map((r, i) =>
        i < getData.length + 1 && (i === 0 || getData.includes(r.name)) ? (
          <Field key={i} label={r.name}>
            <input
              value={r.value}
              onChange={(e) => set(i, 'value', e.target.value)}
              data-testid={`tryit-da-${r.name}`}
            />
          </Field>
        ) : (
          <div key={i} className="dlg-da-row">
            <Field label="Variable">
              <input value={r.name} onChange={(e) => set(i, 'name', e.target.value)} />
            </Field>
            <Field label="Value">
              <input value={r.value} onChange={(e) => set(i, 'value', e.target.value)} />
            </Field>
          </div>
        ),
      )}
      <div className="row">
        <button type="button" className="ghost" onClick={() => setRows((rs) => [...rs, { name: '', value: '' }])}>
          Add a variable
        </button>
        <button type="submit" className="primary" disabled={busy} data-testid="tryit-da-send">
          Send data
        </button>
      </div>
    </form>
  );
}

export function TryIt({ urn: initialUrn, canList }: { urn: string | undefined; canList: boolean }) {
  const api = useApi();
  const projects = useDialogProjects(canList);
  const [urn, setUrn] = useState(initialUrn ?? '');
  const [engagementId, setEngagementId] = useState('');
  const [sessionId, setSessionId] = useState<string>();
  const [turn, setTurn] = useState<DialogTurn>();
  const [log, setLog] = useState<Entry[]>([]);
  const [text, setText] = useState('');
  const endRef = useRef<HTMLLIElement>(null);
  const { role } = useIdentity();
  const canReadLog = canEventLog(role, 'read');
  const tail = useLogTail({
    enabled: canReadLog.allowed,
    clientName: 'vigil-console-tryit',
    start: 'latest',
    keep: keepDialog,
  });
  useEffect(() => {
    if (!urn && projects.data?.projects[0]) setUrn(projects.data.projects[0].urn);
  }, [urn, projects.data]);
  // A block body: newer Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    void endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [log]);

  // The project's nodes, for the Get Data of a client-side data action (admins).
  const project = useQuery({
    queryKey: ['dialogs', 'project', urn],
    queryFn: ({ signal }) => api.call('dialogs.project', { urn }, signal),
    enabled: canList && !!urn,
    retry: false,
  });

  const heard = (t: DialogTurn) => {
    const lines: Entry[] = t.messages.map((m) => ({ who: 'dialog', text: m }));
    if (t.action.prompt) lines.push({ who: 'dialog', text: t.action.prompt });
    if (t.action.kind === 'end' || t.action.kind === 'escalation')
      lines.push({
        who: 'note',
        text: `The dialog ended: ${ACTION_TEXT[t.action.kind]}${t.action.id ? ` ${t.action.id}` : ''}`,
      });
    setLog((l) => [...l, ...lines]);
    setTurn(t);
  };

  const start = useMutation({
    mutationFn: () =>
      api.call('dialogs.start', { urn, ...(engagementId.trim() ? { engagementId: engagementId.trim() } : {}) }),
    onSuccess: (r) => {
      setSessionId(r.sessionId);
      setLog([{ who: 'note', text: `Session ${r.sessionId} started` }]);
      heard(r.turn);
    },
  });
  const exec = useMutation({
    mutationFn: (o: { input: Parameters<typeof api.call<'dialogs.execute'>>[1]['input']; said?: string }) =>
      api.call('dialogs.execute', { sessionId: sessionId!, input: o.input }),
    onMutate: (o) => o.said && setLog((l) => [...l, { who: 'you', text: o.said! }]),
    onSuccess: heard,
  });
  const stop = useMutation({
    mutationFn: () => api.call('dialogs.stop', { sessionId: sessionId! }),
    onSettled: () => {
      setLog((l) => [...l, { who: 'note', text: 'Session stopped' }]);
      setTurn(undefined);
    },
  });

  const action = turn?.action;
  const over = !action || action.kind === 'end' || action.kind === 'escalation' || action.kind === 'none';
  const busy = start.isPending || exec.isPending;
  // The NII tail starts at the log's end, so a session started before it holds its partitions
  // would lose its first turn's events: Start waits for it (or for its failure).
  const tailOpening = canReadLog.allowed && tail.state === 'opening';
  const getData =
    action?.kind === 'data'
      ? (project.data?.components.flatMap((c) => c.nodes).find((n) => n.dataAccess && n.name === action.id)?.dataAccess
          ?.getData ?? [])
      : [];
  const say = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t) return;
    setText('');
    exec.mutate({ input: { kind: 'text', text: t }, said: t });
  };

  return (
    <div className="dlg-try" data-testid="tryit">
      <form
        className="toolbar dlg-try-start"
        onSubmit={(e) => {
          e.preventDefault();
          start.mutate();
        }}
        aria-label="Start a conversation"
      >
        {canList && projects.data?.projects.length ? (
          <Field label="Project">
            <select value={urn} onChange={(e) => setUrn(e.target.value)} data-testid="tryit-project">
              {projects.data.projects.map((p) => (
                <option key={p.urn} value={p.urn}>
                  {p.projectName || p.contextTag} ({p.urn})
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field label="Dialog model URN" path="urn" error={start.error}>
            <input
              value={urn}
              onChange={(e) => setUrn(e.target.value)}
              placeholder="urn:nuance-mix:tag:model/TAG/mix.dialog"
              data-testid="tryit-urn"
            />
          </Field>
        )}
        <Field
          label="Engagement ID (optional)"
          hint="Sent as client_data x-vigil-engagement-id: the engagement page then shows this call’s IVR path."
        >
          <input
            value={engagementId}
            onChange={(e) => setEngagementId(e.target.value)}
            data-testid="tryit-engagement"
          />
        </Field>
        <button type="submit" className="primary" disabled={!urn || busy || tailOpening} data-testid="tryit-start">
          {tailOpening ? 'Opening the event log…' : sessionId ? 'Start again' : 'Start'}
        </button>
        {sessionId && !over && (
          <button type="button" onClick={() => stop.mutate()} disabled={stop.isPending} data-testid="tryit-stop">
            Stop
          </button>
        )}
      </form>
      {start.error != null && <ErrorPanel error={start.error} title="Could not start the conversation" compact />}
      <div className="dlg-try-body">
        <section className="panel dlg-transcript" aria-label="Conversation">
          <h3>Conversation</h3>
          <ol className="dlg-lines" aria-live="polite" data-testid="tryit-transcript">
            {log.map((e, i) => (
              <li key={i} className={`dlg-line ${e.who}`} data-testid={`tryit-line-${e.who}`}>
                <span className="dlg-who">{e.who === 'you' ? 'You' : e.who === 'dialog' ? 'Dialog' : ''}</span> {e.text}
              </li>
            ))}
            <li ref={endRef} aria-hidden="true" />
          </ol>
          {action && (
            <p className="muted" data-testid="tryit-action">
              Action: {ACTION_TEXT[action.kind]}
              {action.id ? ` · ${action.id}` : ''}
            </p>
          )}
          {exec.error != null && <ErrorPanel error={exec.error} title="The turn failed" compact />}
          {action?.kind === 'question' && (
            <>
              {action.selectables.length > 0 && (
                <div className="row" role="group" aria-label="Choices">
                  {action.selectables.map((s) => (
                    <button
                      key={`${s.id}:${s.value}`}
                      type="button"
                      disabled={busy}
                      onClick={() =>
                        exec.mutate({ input: { kind: 'select', id: s.id, value: s.value }, said: s.displayText })
                      }
                      data-testid="tryit-choice"
                    >
                      {s.displayText || s.value}
                    </button>
                  ))}
                </div>
              )}
              <form className="row" onSubmit={say} aria-label="Say something">
                <Field label="You say">
                  <input value={text} onChange={(e) => setText(e.target.value)} autoFocus data-testid="tryit-text" />
                </Field>
                <button type="submit" className="primary" disabled={busy || !text.trim()} data-testid="tryit-send">
                  Send
                </button>
              </form>
            </>
          )}
          {action?.kind === 'data' && (
            <DataForm
              key={`${action.id}:${log.length}:${getData.join(',')}`}
              action={action}
              getData={getData}
              busy={busy}
              onSend={(data) =>
                exec.mutate({
                  input: { kind: 'data', id: action.id, data },
                  said: `(data for ${action.id}: ${Object.entries(data)
                    .map(([k, v]) => `${k}=${v}`)
                    .join(', ')})`,
                })
              }
            />
          )}
          {action?.kind === 'continue' && (
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => exec.mutate({ input: { kind: 'continue' } })}
              data-testid="tryit-continue"
            >
              Continue
            </button>
          )}
        </section>
        <NiiPanel sessionId={sessionId} can={canReadLog} tail={tail} />
      </div>
    </div>
  );
}

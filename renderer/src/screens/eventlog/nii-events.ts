// The events of a dialog NII record (seed 002 §6.3) as the Event log and Try it show them: one line
// each that says what happened ("Transition: start (dialog) → Welcome (message)", "Data received:
// DA_X returnCode 0 in 12 ms"), with a tone, and the event's value kept for the expandable detail.
// Pure, so it is tested on its own.
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';

export type NiiTone = 'neutral' | 'info' | 'ok' | 'warn' | 'bad';

export interface NiiLine {
  name: string;
  title: string;
  /** The part after the title, e.g. "start (dialog) → Welcome (message)". */
  text: string;
  tone: NiiTone;
  value: unknown;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Whether a record is a dialog NII record. */
export function isNiiRecord(r: Pick<EventLogRecord, 'source' | 'value'>): boolean {
  const ct = str(obj(r.value.data).dataContentType);
  return r.source === 'NIIEventLogger' || ct.includes('dlg-nii-logs');
}

/** The raw events of an NII record, in order. */
export function niiEventsOf(r: Pick<EventLogRecord, 'value'>): { name: string; value: unknown }[] {
  return list(obj(r.value.data).events).map((e) => ({ name: str(obj(e).name), value: obj(e).value }));
}

const nodeText = (v: unknown): string => {
  const n = obj(v);
  const name = str(n.name) || '?';
  const type = str(n.type);
  return type ? `${name} (${type})` : name;
};

const TITLES: Record<string, string> = {
  'session-start': 'Session started',
  selector: 'Selector',
  transition: 'Transition',
  message: 'Message',
  'qa-config': 'Question',
  'input-required': 'Input required',
  'input-received': 'Input received',
  intent: 'Intent',
  'input-processed': 'Input processed',
  'question-router': 'Question router',
  decision: 'Decision',
  'session-update': 'Session updated',
  'data-required': 'Data required',
  'data-received': 'Data received',
  'transfer-initiated': 'Transfer initiated',
  'transfer-completed': 'Transfer completed',
  'component-invoked': 'Component invoked',
  'component-returned': 'Component returned',
  event: 'Event',
  error: 'Error',
  'reporting-vars': 'Reporting variables',
  'application-ended': 'Application ended',
  'session-stopped': 'Session stopped',
};

/** One event as a line. */
export function niiLine(name: string, value: unknown): NiiLine {
  const v = obj(value);
  const title = TITLES[name] ?? name;
  let text = '';
  let tone: NiiTone = 'neutral';
  switch (name) {
    case 'session-start': {
      const p = obj(v.project);
      const s = obj(v.selector);
      text = [str(p.name) || str(p.contextTag), [str(s.channel), str(s.language)].filter(Boolean).join(', ')]
        .filter(Boolean)
        .join(' · ');
      tone = 'info';
      break;
    }
    case 'selector':
      text = [str(v.channel), str(v.language)].filter(Boolean).join(', ');
      break;
    case 'transition':
      text = `${nodeText(v.from)} to ${nodeText(v.to)}`;
      break;
    case 'message':
      text = list(v.visual ?? v.nlg)
        .map((m) => str(obj(m).text))
        .filter(Boolean)
        .join(' ');
      break;
    case 'qa-config':
      text = [str(v.name), str(obj(v.entity).name)].filter(Boolean).join(' · ');
      break;
    case 'input-required': {
      const n = list(v.selectables).length;
      text = n ? `${n} selectable item${n === 1 ? '' : 's'}` : '';
      break;
    }
    case 'input-received': {
      const sel = obj(v.selectedItem);
      text = str(v.userText)
        ? `“${str(v.userText)}”`
        : str(sel.value)
          ? `picked ${str(sel.value)}`
          : str(obj(v.interpretation).utterance);
      break;
    }
    case 'intent':
      text = str(v.value);
      tone = 'info';
      break;
    case 'input-processed':
      text = str(v.result);
      tone = v.result === 'collected' ? 'ok' : /^max/.test(str(v.result)) ? 'bad' : v.result ? 'warn' : 'neutral';
      break;
    case 'decision':
      text = [str(v.next) && `next ${str(v.next)}`, str(v.label)].filter(Boolean).join(' · ');
      break;
    case 'data-required': {
      const side = v.type === 'external' ? 'client-side' : v.type === 'internal' ? 'server-side' : str(v.type);
      const ep = obj(v.endpoint);
      text = [str(v.id), side, [str(ep.method), str(ep.uri)].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
      tone = 'info';
      break;
    }
    case 'data-received': {
      const rc = str(v.returnCode);
      const dur = typeof v.duration === 'number' ? ` in ${v.duration} ms` : '';
      text = `${str(v.id)} · returnCode ${rc || '(none)'}${str(v.returnMessage) ? ` (${str(v.returnMessage)})` : ''}${dur}`;
      tone = rc === '0' ? 'ok' : 'bad';
      break;
    }
    case 'component-invoked':
      text = str(v.name);
      break;
    case 'transfer-initiated':
    case 'event':
      text = str(v.id) || str(v.name);
      tone = 'warn';
      break;
    case 'error':
      text = str(v.message) || str(v.reason);
      tone = 'bad';
      break;
    case 'application-ended':
    case 'session-stopped':
      tone = 'info';
      break;
  }
  return { name, title, text, tone, value };
}

/** The lines of an NII record. */
export function niiLines(r: Pick<EventLogRecord, 'value'>): NiiLine[] {
  return niiEventsOf(r).map((e) => niiLine(e.name, e.value));
}

/** The seqid of an NII record (its place in the session), 0 when absent. */
export const niiSeq = (r: Pick<EventLogRecord, 'value'>): number => Number(str(obj(r.value.data).seqid)) || 0;

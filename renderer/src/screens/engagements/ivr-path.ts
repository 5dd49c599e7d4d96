// A call's IVR path from the dialog runtime's event-log records: the dialog sessions that carry the
// engagement (a record of the session names it: client_data or a session variable
// x-vigil-engagement-id, pulled out as gkEngagementId by main), and from their NII records, in
// seqid order, the nodes visited, the intents heard and each data access outcome. Pure.
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import { isNiiRecord, niiEventsOf, niiSeq } from '../eventlog/nii-events.js';

export type IvrStep =
  | { kind: 'node'; name: string; type: string }
  | { kind: 'intent'; intent: string }
  | { kind: 'said'; text: string }
  | { kind: 'data'; id: string; returnCode: string; ok: boolean; durationMs?: number }
  | { kind: 'end'; how: string };

export interface IvrSession {
  sessionId: string;
  steps: IvrStep[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function ivrPathOf(records: readonly EventLogRecord[], gkEngagementId: string): IvrSession[] {
  const sessions = new Set(
    records.filter((r) => r.sessionId && r.gkEngagementId === gkEngagementId).map((r) => r.sessionId),
  );
  const out: IvrSession[] = [];
  for (const sessionId of sessions) {
    const nii = records
      .filter((r) => r.sessionId === sessionId && isNiiRecord(r))
      .sort((a, b) => niiSeq(a) - niiSeq(b));
    const steps: IvrStep[] = [];
    for (const r of nii)
      for (const e of niiEventsOf(r)) {
        const v = obj(e.value);
        if (e.name === 'transition') {
          const to = obj(v.to);
          steps.push({ kind: 'node', name: str(to.name), type: str(to.type) });
        } else if (e.name === 'intent') steps.push({ kind: 'intent', intent: str(v.value) });
        else if (e.name === 'input-received' && str(v.userText)) steps.push({ kind: 'said', text: str(v.userText) });
        else if (e.name === 'data-received') {
          const rc = str(v.returnCode);
          steps.push({
            kind: 'data',
            id: str(v.id),
            returnCode: rc,
            ok: rc === '0',
            ...(typeof v.duration === 'number' ? { durationMs: v.duration } : {}),
          });
        } else if (e.name === 'application-ended' || e.name === 'session-stopped' || e.name === 'transfer-initiated')
          steps.push({ kind: 'end', how: e.name });
      }
    out.push({ sessionId, steps });
  }
  return out;
}

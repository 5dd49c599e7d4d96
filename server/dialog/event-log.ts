// The dialog runtime's event-log records (seed 002 §6): DLGaaS-<Method>-Start and -End per call
// (application/x-vendor-dlg-interaction-summary.v1+json; -End carries the request and, except for
// Update and Stop, the response payload) and the NII records of a session
// (application/x-vendor-dlg-nii-logs.v1+json, source NIIEventLogger, seqid "1", "2", … per session).
// Records of one session share a key, so they land in one partition in order.
import { createHash } from 'node:crypto';
import type { EventLogProducer } from '../eventlog/index.js';
import type { NiiEvent } from './engine.js';

export const SUMMARY_TYPE = 'application/x-vendor-dlg-interaction-summary.v1+json';
export const NII_TYPE = 'application/x-vendor-dlg-nii-logs.v1+json';

const userHash = (appId: string, userId: string) =>
  userId ? { userid: createHash('sha256').update(`${appId}:${userId}`).digest('hex') } : {};

export interface CallLog {
  appId: string;
  method: 'Start' | 'Status' | 'Update' | 'Execute' | 'ExecuteStream' | 'Stop';
  sessionId: string;
  requestId: string;
  userId: string;
  clientData: Record<string, string>;
  locale: string;
  started: Date;
}

export function logCallStart(producer: EventLogProducer | undefined, c: CallLog): void {
  producer?.send({
    appId: c.appId,
    service: 'DLGaaS',
    source: `vendor.dlg.v1.DialogService/${c.method}`,
    type: c.method,
    keyId: c.sessionId || undefined,
    time: c.started,
    data: {
      dataContentType: SUMMARY_TYPE,
      requestid: c.requestId,
      ...userHash(c.appId, c.userId),
      locale: c.locale,
      sessionid: c.sessionId,
      events: [{ name: `DLGaaS-${c.method}-Start`, value: {} }],
    },
  });
}

export function logCallEnd(
  producer: EventLogProducer | undefined,
  c: CallLog,
  o: {
    ended: Date;
    request: Record<string, unknown>;
    response?: Record<string, unknown>;
    status: { code: number; message: string };
  },
): void {
  const withResponse = c.method !== 'Update' && c.method !== 'Stop';
  producer?.send({
    appId: c.appId,
    service: 'DLGaaS',
    source: `vendor.dlg.v1.DialogService/${c.method}`,
    type: c.method,
    keyId: c.sessionId || undefined,
    time: o.ended,
    data: {
      dataContentType: SUMMARY_TYPE,
      requestid: c.requestId,
      ...userHash(c.appId, c.userId),
      locale: c.locale,
      sessionid: c.sessionId,
      request: { ...o.request, clientData: c.clientData },
      response: { status: o.status, ...(withResponse && o.response ? { payload: o.response } : {}) },
      processingTime: { startTime: c.started.toISOString(), durationMs: o.ended.getTime() - c.started.getTime() },
      events: [{ name: `DLGaaS-${c.method}-End`, value: {} }],
    },
  });
}

/** One NII record with the events a call passed through; `seq` is the session's seqid for it. */
export function logNii(
  producer: EventLogProducer | undefined,
  o: {
    appId: string;
    sessionId: string;
    seq: number;
    requestId: string;
    locale: string;
    userId: string;
    events: NiiEvent[];
    time: Date;
  },
): void {
  if (!producer || !o.events.length) return;
  producer.send({
    appId: o.appId,
    service: 'DLGaaS',
    source: 'NIIEventLogger',
    type: 'NIIEventLog',
    keyId: o.sessionId,
    time: o.time,
    data: {
      dataContentType: NII_TYPE,
      requestid: o.requestId,
      ...userHash(o.appId, o.userId),
      locale: o.locale,
      sessionid: o.sessionId,
      seqid: String(o.seq),
      events: o.events.map((e) => ({ name: e.name, value: e.value })),
    },
  });
}

/**
 * A DLGaaS record of a session naming a call the dialog made on another service (seed 002 §6.1:
 * ASRaaS-reco-Start/-End, TTSaaS-synthesize-Start/-End), with no request or response content.
 */
export function logInvoked(
  producer: EventLogProducer | undefined,
  o: { appId: string; sessionId: string; requestId: string; time: Date; name: string },
): void {
  producer?.send({
    appId: o.appId,
    service: 'DLGaaS',
    source: 'vendor.dlg.v1.DialogService/ExecuteStream',
    type: 'ExecuteStream',
    keyId: o.sessionId,
    time: o.time,
    data: {
      dataContentType: SUMMARY_TYPE,
      requestid: o.requestId,
      sessionid: o.sessionId,
      events: [{ name: o.name, value: {} }],
    },
  });
}

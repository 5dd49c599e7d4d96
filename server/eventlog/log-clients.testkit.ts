// The three public clients of the event-log API (wire/mix-event-log-api-facts.txt), reduced to the
// calls they make and the way they make them: G (Go collector: version-1 UUIDs, partitions as
// strings, "<token_type> <token>", exits on anything but 200 from Get Records), P (browser demo:
// no Content-Type, properties as strings) and H (PHP viewer: numbers and bools, a stored consumer
// name, 409 tolerated on create, no commits).
import { randomBytes, randomUUID } from 'node:crypto';
import type { LogEvent } from './events.js';

export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

export interface Record_ {
  topic: string;
  key: { service: string; id: string };
  partition: number;
  offset: number;
  value: { id: string; data: Record<string, unknown> } & Record<string, unknown>;
}

/** A version-1 (time-based) UUID shape, as G's uuid.NewUUID makes. */
export function uuidV1(): string {
  const h = randomBytes(16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-1${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type Style = 'G' | 'P' | 'H';

/** The client's token request: HTTP Basic with the URL-encoded client ID, form body scope=log. */
export async function logToken(
  tokenUrl: string,
  clientId: string,
  secret: string,
  style: Style,
): Promise<{ header: string; tokenType: string; expiresIn: number }> {
  // G URL-encodes the secret too (Go QueryEscape); H and P send it raw.
  const user = encodeURIComponent(clientId);
  const pass = style === 'G' ? encodeURIComponent(secret).replace(/%20/g, '+') : secret;
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials&scope=log',
  });
  const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number; scope: string };
  if (res.status >= 300) throw new Error(`token: ${res.status} ${JSON.stringify(body)}`);
  if (typeof body.expires_in !== 'number') throw new Error('G cannot parse a non-number expires_in');
  // G builds its header from token_type verbatim; P and H write "Bearer".
  const header = style === 'G' ? `${body.token_type} ${body.access_token}` : `Bearer ${body.access_token}`;
  return { header, tokenType: body.token_type, expiresIn: body.expires_in };
}

export interface LogApi {
  call(
    method: string,
    path: string,
    o?: { group?: string; name?: string; body?: unknown; auth?: string | null },
  ): Promise<Answer>;
}

export function logApi(base: string, style: Style, auth: () => string): LogApi {
  return {
    async call(method, path, o = {}) {
      const headers: Record<string, string> = {};
      const a = o.auth === undefined ? auth() : o.auth;
      if (a !== null) headers.authorization = a;
      if (o.group !== undefined) headers['consumer-group'] = o.group;
      if (o.name !== undefined) headers['consumer-name'] = o.name;
      if (style !== 'P') headers['content-type'] = 'application/json'; // G and H: on every request
      if (style !== 'G') headers.accept = 'application/json';
      let body: BodyInit | undefined;
      if (o.body !== undefined) {
        const text = JSON.stringify(o.body);
        // P: JSON text with no Content-Type at all (a byte body gets none from fetch).
        body = style === 'P' ? new TextEncoder().encode(text) : text;
      }
      const res = await fetch(base + path, { method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: res.status, text, json };
    },
  };
}

export class ClientExit extends Error {}

/** G: one start of the collector (section 6 steps 2-11) in mode earliest, latest or none. */
export async function gStart(
  api: LogApi,
  appId: string,
  group: string,
  mode: 'earliest' | 'latest' | 'none',
): Promise<{ consumers: string[]; partitions: number[]; body: Record<string, string> }> {
  const body = { 'auto.offset.reset': mode };
  const a = `consumer-${uuidV1()}`;
  const must = (r: Answer, status: number, what: string) => {
    if (r.status !== status) throw new ClientExit(`G exits: ${what} answered ${r.status} ${r.text}`);
    return r;
  };
  must(await api.call('POST', '/consumers', { group, name: a, body }), 204, 'create consumer');
  must(
    await api.call('POST', '/consumers/subscription', { group, name: a, body: { topics: [appId] } }),
    204,
    'subscribe',
  );
  const parts = must(await api.call('GET', '/partitions', { group, name: a }), 200, 'partitions').json as {
    topic: string;
    partitions: number[];
  };
  const consumers = await Promise.all(
    parts.partitions.map(async (_, p) => {
      const b = `consumer-${uuidV1()}`;
      await gCreateAssign(api, appId, group, b, p, body);
      const tp = { partitions: [{ topic: appId, partition: String(p) }] };
      if (mode !== 'none') {
        const offs = must(await api.call('GET', `/partitions/${p}/offsets`, { group, name: b }), 200, 'offsets')
          .json as { beginning_offset: number; end_offset: number };
        if (typeof offs.beginning_offset !== 'number' || typeof offs.end_offset !== 'number')
          throw new ClientExit('G exits: offsets are not numbers');
        must(await api.call('POST', '/consumers/committed/offsets', { group, name: b, body: tp }), 200, 'committed');
        const at = mode === 'earliest' ? offs.beginning_offset : offs.end_offset;
        const c = await api.call('POST', '/consumers/offsets', {
          group,
          name: b,
          body: { offsets: [{ topic: appId, partition: p, offset: at }] },
        });
        if (c.status >= 300) throw new ClientExit(`commit answered ${c.status}`); // G only logs it; we insist
        const s = await api.call('POST', `/consumers/positions/${mode === 'earliest' ? 'beginning' : 'end'}`, {
          group,
          name: b,
          body: tp,
        });
        if (s.status !== 204) throw new ClientExit(`seek answered ${s.status}`);
      }
      const o = await api.call('GET', `/partitions/${p}/offsets`, { group, name: b });
      const k = await api.call('POST', '/consumers/committed/offsets', { group, name: b, body: tp });
      if (o.status >= 300 || k.status >= 300) throw new ClientExit('G exits: startup offsets failed');
      const list = (k.json as { offsets: { partition: number; offset: number }[] }).offsets;
      if (!Array.isArray(list)) throw new ClientExit('G exits: committed offsets unreadable');
      return b;
    }),
  );
  return { consumers, partitions: parts.partitions, body };
}

export async function gCreateAssign(
  api: LogApi,
  appId: string,
  group: string,
  name: string,
  p: number,
  body: Record<string, string>,
): Promise<void> {
  const c = await api.call('POST', '/consumers', { group, name, body });
  if (c.status !== 204) throw new ClientExit(`G exits: create answered ${c.status} ${c.text}`);
  const s = await api.call('POST', '/consumers/assignments', {
    group,
    name,
    body: { partitions: [{ topic: appId, partition: String(p) }] },
  });
  if (s.status !== 204) throw new ClientExit(`G exits: assign answered ${s.status} ${s.text}`);
}

/**
 * G's fetch loop for one partition until an empty batch: each non-empty batch is committed at its
 * last record's offset (not +1). Returns the records; anything but 200 (or 404, which the caller
 * handles) is G exiting.
 */
export async function gDrain(api: LogApi, appId: string, group: string, name: string): Promise<Record_[] | 404> {
  const out: Record_[] = [];
  for (;;) {
    const r = await api.call('GET', '/consumers/records', { group, name });
    if (r.status === 404) return 404;
    if (r.status !== 200 || !Array.isArray(r.json))
      throw new ClientExit(`G exits: records answered ${r.status} ${r.text}`);
    const batch = r.json as Record_[];
    if (!batch.length) return out;
    for (const rec of batch) {
      if (typeof rec.offset !== 'number' || typeof rec.partition !== 'number' || !rec.key)
        throw new ClientExit('G drops a record with a string offset or no key');
    }
    out.push(...batch);
    const last = batch[batch.length - 1]!;
    await api.call('POST', '/consumers/offsets', {
      group,
      name,
      body: { offsets: [{ topic: appId, partition: last.partition, offset: last.offset }] },
    });
  }
}

export const newConsumerName = () => `consumer-${randomUUID()}`;

/** An ASR call-summary event as the recognizer will write it (seed 6.2, facts section 8). */
export function asrCallSummary(appId: string, audioUrn?: string, keyId: string = randomUUID()): LogEvent {
  const asrSessionid = randomUUID();
  return {
    appId,
    service: 'ASRaaS',
    source: 'vendor.asr.v1.Recognizer/Recognize',
    type: 'Recognize',
    keyId,
    data: {
      dataContentType: 'application/x-vendor-asr-callsummary.v2+json',
      requestid: randomUUID(),
      asrSessionid,
      callsummary: {
        sessionId: asrSessionid,
        clientData: {},
        serverData: {},
        absStartTime: 1,
        absEndTime: 2,
        dataPack: {},
        recognitionObjects: [],
        recognize: [
          {
            audioPacketStats: {
              lastPacketTime: new Date().toISOString(),
              packetsReceived: 10,
              bytesReceived: 3200,
              audioDurationMs: 100,
            },
            absEndTime: 2,
            recognitionObjects: [],
            utterances: [{ completionCause: 'Success' }],
            ...(audioUrn ? { audioUrn, recognitionParameters: { audioFormat: 'pcm 16000' } } : {}),
          },
        ],
        IPKey: '',
        'IP!S3Events': '',
      },
    },
  };
}

/** A dialog NII log event (seed 6.3). */
export function niiEvent(appId: string, sessionid: string, seqid: number, name: string): LogEvent {
  return {
    appId,
    service: 'DLGaaS',
    source: 'NIIEventLogger',
    type: 'NIIEventLog',
    keyId: sessionid,
    data: {
      dataContentType: 'application/x-vendor-dlg-nii-logs.v1+json',
      sessionid,
      seqid: String(seqid),
      events: [{ name, value: {} }],
    },
  };
}

/**
 * Everything in `appId`'s topic right now, read through the public API by a fresh consumer of a
 * fresh group from the oldest record (no long poll), as a log collector would. A token may use only
 * its own client's groups: `clientName` is the token's client name (the service tests name their
 * log client "collector").
 */
export async function readTopic(api: LogApi, appId: string, clientName = 'collector'): Promise<Record_[]> {
  const group = `appID-${appId}-clientName-${clientName}-${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const name = newConsumerName();
  const body = { 'auto.offset.reset': 'earliest', 'consumer.request.timeout.ms': 0, 'auto.commit.enable': 'false' };
  const c = await api.call('POST', '/consumers', { group, name, body });
  if (c.status !== 204) throw new Error(`create consumer: ${c.status} ${c.text}`);
  const s = await api.call('POST', '/consumers/subscription', { group, name, body: { topics: [appId] } });
  if (s.status !== 204) throw new Error(`subscribe: ${s.status} ${s.text}`);
  const all: Record_[] = [];
  try {
    for (;;) {
      const r = await api.call('GET', '/consumers/records', { group, name });
      if (r.status !== 200 || !Array.isArray(r.json)) throw new Error(`records: ${r.status} ${r.text}`);
      if (!r.json.length) return all;
      all.push(...(r.json as Record_[]));
    }
  } finally {
    await api.call('DELETE', '/consumers', { group, name });
  }
}

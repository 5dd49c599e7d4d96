// The record of seed 002 section 2.3: key {service, id} and a CloudEvents 1.0 value whose data
// always carries traceid and requestid (a public log viewer reads both without checking).
import { randomUUID } from 'node:crypto';

export const LOG_SERVICES = ['ASRaaS', 'NLUaaS', 'DLGaaS', 'TTSaaS'] as const;
export type LogService = (typeof LOG_SERVICES)[number];

/** The standard fields of data (seed 2.3); service-specific fields ride alongside. */
export interface EventData {
  /** Payload type, e.g. application/x-vendor-asr-callsummary.v2+json (seed 6.2). */
  dataContentType: string;
  /** Currently unused by the platform; "" when absent. */
  traceid?: string;
  /** Correlates one API request across services; a fresh UUID when absent. */
  requestid?: string;
  clientRequestid?: string;
  /** SHA-256 hex of appid:user_id. */
  userid?: string;
  locale?: string;
  processingTime?: { startTime?: string; firstAudioBufferTime?: string; durationMs?: number };
  clientData?: Record<string, string>;
  request?: Record<string, unknown>;
  response?: Record<string, unknown>;
  [extra: string]: unknown;
}

/** What a service hands the producer. */
export interface LogEvent {
  /** The app ID (= topic). */
  appId: string;
  service: LogService;
  /** Where the event arose, e.g. vendor.asr.v1.Recognizer/Recognize (seed 6.1). */
  source: string;
  type: string;
  data: EventData;
  /** key.id: records with one key go to one partition (and so stay in order). Default: a new UUID. */
  keyId?: string;
  /** CloudEvent id; default a new UUID. */
  id?: string;
  /** Event time; default the producer's clock. */
  time?: Date;
}

export interface CloudEvent {
  specversion: '1.0';
  service: LogService;
  source: string;
  type: string;
  id: string;
  timestamp: string;
  appid: string;
  datacontenttype: 'application/json';
  data: EventData & { traceid: string; requestid: string };
}

export interface RecordKey {
  service: LogService;
  id: string;
}

export function toRecord(e: LogEvent, now: Date): { key: RecordKey; value: CloudEvent; time: Date } {
  const time = e.time ?? now;
  const { traceid, requestid, ...rest } = e.data;
  return {
    key: { service: e.service, id: e.keyId ?? randomUUID() },
    time,
    value: {
      specversion: '1.0',
      service: e.service,
      source: e.source,
      type: e.type,
      id: e.id ?? randomUUID(),
      timestamp: time.toISOString(),
      appid: e.appId,
      datacontenttype: 'application/json',
      data: { ...rest, traceid: traceid ?? '', requestid: requestid ?? randomUUID() },
    },
  };
}

/**
 * A proto field name (snake_case) as the camelCase name a record's JSON uses. Field names are a
 * fixed set, so each is converted once and kept; map keys (client data, entity names) may come
 * through too, so the memo stops growing at a bound and converts the rest each time.
 */
const camelNames = new Map<string, string>();
export function camelName(k: string): string {
  let c = camelNames.get(k);
  if (c === undefined) {
    c = k.replace(/_([a-z])/g, (_, x: string) => x.toUpperCase());
    if (camelNames.size < 1024) camelNames.set(k, c);
  }
  return c;
}

/** Stable partition of a key: FNV-1a over "service/id", modulo the partition count. */
export function partitionFor(key: RecordKey, partitions: number): number {
  let h = 0x811c9dc5;
  const s = `${key.service}/${key.id}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % partitions;
}

export const AUDIO_URN_PREFIX = 'urn:nuance-mix:log:service:audio/';

/** Largest record (key and value JSON, in bytes) the log keeps: Kafka's default message.max.bytes. */
export const MAX_RECORD_BYTES = 1 << 20;
/** Bytes of one client_data map a record keeps (keys and values); the rest is left out, and said so. */
export const MAX_LOGGED_CLIENT_DATA_BYTES = 16 << 10;

/** What a record left out, in data.truncated: which field, why, and how much. */
export interface Truncation {
  field: string;
  reason: string;
  [detail: string]: unknown;
}

/**
 * The event with every client_data map (data.clientData, data.request.clientData,
 * data.callsummary.clientData) cut to MAX_LOGGED_CLIENT_DATA_BYTES: the x-nuance-* entries first
 * (collectors join dialog records on them), then the others in order while they fit. What is left
 * out is named in data.truncated. Done when the event is queued, so the queue never holds the
 * caller's whole map.
 */
export function boundClientData(e: LogEvent): LogEvent {
  const truncated: Truncation[] = [];
  const cut = (cd: unknown, field: string): unknown => {
    if (!cd || typeof cd !== 'object' || Array.isArray(cd)) return cd;
    const entries = Object.entries(cd as Record<string, unknown>);
    let bytes = 0;
    for (const [k, v] of entries) bytes += Buffer.byteLength(k) + Buffer.byteLength(String(v));
    if (bytes <= MAX_LOGGED_CLIENT_DATA_BYTES) return cd;
    const ordered = [
      ...entries.filter(([k]) => k.startsWith('x-nuance-')),
      ...entries.filter(([k]) => !k.startsWith('x-nuance-')),
    ];
    const kept: Record<string, unknown> = {};
    let used = 0;
    for (const [k, v] of ordered) {
      const n = Buffer.byteLength(k) + Buffer.byteLength(String(v));
      if (used + n > MAX_LOGGED_CLIENT_DATA_BYTES) continue;
      kept[k] = v;
      used += n;
    }
    truncated.push({
      field,
      reason: `client_data of ${bytes} bytes is over the ${MAX_LOGGED_CLIENT_DATA_BYTES}-byte limit of a logged record`,
      keptEntries: Object.keys(kept).length,
      droppedEntries: entries.length - Object.keys(kept).length,
    });
    return kept;
  };
  const d = e.data;
  const clientData = cut(d.clientData, 'clientData');
  const nested = (key: 'request' | 'callsummary') => {
    const o = d[key];
    if (!o || typeof o !== 'object' || Array.isArray(o) || !('clientData' in o)) return o;
    const had = (o as Record<string, unknown>).clientData;
    const kept = cut(had, `${key}.clientData`);
    // Copied only when cut: most events are far under the limit, and the request can be large.
    return kept === had ? o : { ...o, clientData: kept };
  };
  const request = nested('request');
  const callsummary = nested('callsummary');
  if (!truncated.length) return e;
  return {
    ...e,
    data: {
      ...d,
      ...(d.clientData !== undefined ? { clientData: clientData as Record<string, string> } : {}),
      ...(d.request !== undefined ? { request: request as Record<string, unknown> } : {}),
      ...(d.callsummary !== undefined ? { callsummary } : {}),
      truncated: [...((d.truncated as Truncation[] | undefined) ?? []), ...truncated],
    },
  };
}

/**
 * The value of a record still over MAX_RECORD_BYTES after boundClientData: the envelope and the
 * small identifying fields of data stay (types unchanged, request and response empty objects), and
 * data.truncated says what went and why.
 */
export function oversizedValue(value: CloudEvent, bytes: number): CloudEvent {
  const d = value.data;
  const keep: Record<string, unknown> = {};
  for (const k of ['clientRequestid', 'userid', 'locale', 'sessionid', 'seqid', 'asrSessionid', 'processingTime'])
    if (d[k] !== undefined) keep[k] = d[k];
  return {
    ...value,
    data: {
      dataContentType: d.dataContentType,
      traceid: d.traceid,
      requestid: d.requestid,
      ...keep,
      request: {},
      response: {},
      truncated: [
        {
          field: 'data',
          reason: `the record of ${bytes} bytes is over the ${MAX_RECORD_BYTES}-byte limit; its request and response were left out`,
        },
      ],
    },
  };
}

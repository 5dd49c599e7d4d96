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

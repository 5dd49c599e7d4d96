// The Event log screen's pure parts: filtering the tail, keeping it bounded, and the rows it shows.
import { csvDocument } from '../../../../shared/csv.js';
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';

/** The tail keeps at most this many records (the newest). */
export const MAX_RECORDS = 5_000;

export interface EventLogFilters {
  service: string;
  type: string;
  requestId: string;
  /** Matches the data's session ID and the Vigil session and engagement IDs it carries. */
  session: string;
  /** datetime-local values ('' = open). */
  from: string;
  to: string;
}

export const NO_FILTERS: EventLogFilters = { service: '', type: '', requestId: '', session: '', from: '', to: '' };

export const recordKey = (r: Pick<EventLogRecord, 'partition' | 'offset'>) => `${r.partition}:${r.offset}`;

/** Adds newly read records (ignoring ones already held) and drops the oldest beyond MAX_RECORDS. */
export function appendRecords(held: readonly EventLogRecord[], incoming: readonly EventLogRecord[]): EventLogRecord[] {
  if (!incoming.length) return held as EventLogRecord[];
  const seen = new Set(held.map(recordKey));
  const fresh = incoming.filter((r) => !seen.has(recordKey(r)));
  const all = [...held, ...fresh];
  return all.length > MAX_RECORDS ? all.slice(all.length - MAX_RECORDS) : all;
}

const localMs = (v: string) => (v ? new Date(v).getTime() : NaN);
const has = (hay: string | undefined, needle: string) => !!hay && hay.toLowerCase().includes(needle);

export function matches(r: EventLogRecord, f: EventLogFilters): boolean {
  if (f.service && r.service !== f.service) return false;
  if (f.type && !has(r.type, f.type.trim().toLowerCase()) && !has(dataContentType(r), f.type.trim().toLowerCase()))
    return false;
  if (f.requestId && !has(r.requestId, f.requestId.trim().toLowerCase())) return false;
  const s = f.session.trim().toLowerCase();
  if (s && !has(r.sessionId, s) && !has(r.gkSessionId, s) && !has(r.gkEngagementId, s)) return false;
  const at = Date.parse(r.timestamp);
  const from = localMs(f.from);
  const to = localMs(f.to);
  if (!Number.isNaN(from) && !(at >= from)) return false;
  if (!Number.isNaN(to) && !(at <= to)) return false;
  return true;
}

/** The payload kind, e.g. finalresultresponse of application/x-vendor-asr-finalresultresponse.v2+json. */
export function dataContentType(r: EventLogRecord): string {
  const data = r.value.data as { dataContentType?: unknown } | undefined;
  return typeof data?.dataContentType === 'string' ? data.dataContentType : '';
}

export function shortKind(r: EventLogRecord): string {
  const m = /x-vendor-(?:[a-z]+-)?([a-z-]+?)(?:\.v\d+)?\+json$/i.exec(dataContentType(r));
  return m?.[1] ?? '';
}

/** Newest first, by time then partition and offset. */
export function newestFirst(a: EventLogRecord, b: EventLogRecord): number {
  return (
    b.timestamp.localeCompare(a.timestamp) || b.partition - a.partition || Number(BigInt(b.offset) - BigInt(a.offset))
  );
}

export const EVENT_LOG_CSV_HEADER = [
  'time',
  'service',
  'type',
  'kind',
  'request_id',
  'session_id',
  'gk_engagement_id',
  'partition',
  'offset',
  'audio_urn',
  'event',
] as const;

/** The records shown (the screen's filters applied) as CSV, with each CloudEvent as JSON in the last column. */
export function eventLogCsv(records: readonly EventLogRecord[]): string {
  return csvDocument(
    EVENT_LOG_CSV_HEADER,
    records.map((r) => [
      r.timestamp,
      r.service,
      r.type,
      shortKind(r),
      r.requestId,
      r.sessionId,
      r.gkEngagementId,
      String(r.partition),
      r.offset,
      r.audioUrn,
      JSON.stringify(r.value),
    ]),
  );
}

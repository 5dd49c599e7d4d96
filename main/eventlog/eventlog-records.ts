// What the event-log API's Get Records answers, as the Event log screen shows it: each record with
// the fields the screen filters and links on pulled out of its payload, and the audio-file API's
// raw PCM wrapped as a WAV the page can play.
import type { EventLogRecord } from '../../shared/ipc/channels/eventlog.js';

type Obj = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The first string value under any of `keys`, searching nested objects (not too deep). */
function findKey(v: unknown, keys: readonly string[], depth = 0): string | undefined {
  if (!v || typeof v !== 'object' || depth > 6) return undefined;
  if (Array.isArray(v)) {
    for (const x of v) {
      const got = findKey(x, keys, depth + 1);
      if (got) return got;
    }
    return undefined;
  }
  const o = v as Obj;
  for (const k of keys) if (typeof o[k] === 'string' && o[k]) return o[k];
  for (const x of Object.values(o)) {
    const got = findKey(x, keys, depth + 1);
    if (got) return got;
  }
  return undefined;
}

/** A record from Get Records, with the fields the screen filters and links on pulled out. */
export function toRecord(raw: unknown): EventLogRecord | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Obj;
  const value = (r.value && typeof r.value === 'object' ? r.value : {}) as Obj;
  const key = (r.key && typeof r.key === 'object' ? r.key : {}) as Obj;
  const data = value.data;
  const opt = (k: string, v: string | undefined) => (v ? { [k]: v } : {});
  return {
    partition: Number(r.partition ?? 0),
    offset: str(r.offset),
    key: { service: str(key.service), id: str(key.id) },
    value,
    service: str(value.service) || str(key.service),
    type: str(value.type),
    source: str(value.source),
    id: str(value.id),
    timestamp: str(value.timestamp) || str(value.time),
    requestId: findKey(data, ['requestid', 'requestId']) ?? '',
    sessionId: findKey(data, ['sessionid', 'asrSessionid', 'sessionId', 'x-nuance-dialog-session-id']) ?? '',
    ...opt('audioUrn', findKey(data, ['audioUrn'])),
    ...opt('gkEngagementId', findKey(data, ['x-vigil-engagement-id'])),
    ...opt('gkSessionId', findKey(data, ['x-vigil-session-id'])),
    ...opt('gkMediaSegmentId', findKey(data, ['x-vigil-media-segment-id'])),
  };
}

/** A 44-byte RIFF header in front of 16-bit little-endian mono PCM. */
export function wavOf(pcm: Buffer, sampleRate: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + pcm.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([h, pcm]);
}

// Proto-loader objects -> plain domain objects for the renderer, guided by the message's protobufjs
// type: UniqueId -> its string, Timestamp -> ISO string, Duration -> seconds, wrappers -> their
// value, FieldMask -> its paths; enums stay names and int64 stay decimal strings. Keys become
// camelCase (gk_session_id -> gkSessionId) unless told otherwise. Bytes cross as base64 only when
// small; bigger ones (audio) are dropped, as audio is served by URL, never through IPC.
import type protobuf from 'protobufjs';
import { loadProtos } from '../../wire/protos.js';

export const MAX_INLINE_BYTES = 4096;

export interface ToDomainOptions {
  /** Keep snake_case keys as in the proto (default false: camelCase). */
  keepCase?: boolean;
}

type Plain = string | number | boolean | null | Plain[] | { [k: string]: Plain };

const WRAPPERS = new Set(
  ['Double', 'Float', 'Int64', 'UInt64', 'Int32', 'UInt32', 'Bool', 'String', 'Bytes'].map(
    (t) => `.google.protobuf.${t}Value`,
  ),
);

export const camelCase = (s: string): string => s.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

export function timestampToIso(
  t: { seconds?: string | number; nanos?: number } | null | undefined,
): string | undefined {
  if (!t) return undefined;
  const ms = Number(t.seconds ?? 0) * 1000 + Math.floor((t.nanos ?? 0) / 1e6);
  return new Date(ms).toISOString();
}

export function durationToSeconds(
  d: { seconds?: string | number; nanos?: number } | null | undefined,
): number | undefined {
  if (!d) return undefined;
  return Number(d.seconds ?? 0) + (d.nanos ?? 0) / 1e9;
}

/** Converts one message, given its full type name ('nuance.biosec.v1.sessions.Session') or type. */
export function toDomain<T = Record<string, Plain>>(
  type: string | protobuf.Type,
  obj: object,
  opts: ToDomainOptions = {},
): T {
  const t = typeof type === 'string' ? loadProtos().root.lookupType(type) : type;
  return convertMessage(t, obj as Record<string, unknown>, opts) as T;
}

/** The response type of a method, for toDomain. */
export function responseTypeOf(service: string, method: string): protobuf.Type {
  const m = loadProtos().root.lookupService(service).methods[method];
  if (!m) throw new Error(`no method ${service}.${method}`);
  m.resolve();
  return m.resolvedResponseType!;
}

function convertMessage(type: protobuf.Type, obj: Record<string, unknown>, opts: ToDomainOptions): Plain | undefined {
  const special = convertSpecial(type, obj);
  if (special !== NOT_SPECIAL) return special;
  const out: Record<string, Plain> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined || value === null) continue;
    const field = type.fields[key];
    const name = opts.keepCase ? key : camelCase(key);
    if (!field) {
      // A oneof's virtual field names the case that is set: keep it (as a field name) when it is a string.
      if (typeof value === 'string' && type.oneofs?.[key]) out[name] = opts.keepCase ? value : camelCase(value);
      continue;
    }
    const converted = convertField(field, value, opts);
    if (converted !== undefined) out[name] = converted;
  }
  return out;
}

function convertField(field: protobuf.Field, value: unknown, opts: ToDomainOptions): Plain | undefined {
  field.resolve();
  const one = (v: unknown): Plain | undefined => {
    if (v === undefined || v === null) return undefined;
    const rt = field.resolvedType;
    if (rt && 'fields' in rt) return convertMessage(rt as protobuf.Type, v as Record<string, unknown>, opts);
    return scalar(v);
  };
  if (field.map) {
    const out: Record<string, Plain> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const c = one(v);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  if (field.repeated && Array.isArray(value)) return value.map(one).filter((v): v is Plain => v !== undefined);
  return one(value);
}

const NOT_SPECIAL = Symbol('not special');

function convertSpecial(type: protobuf.Type, obj: Record<string, unknown>): Plain | undefined | typeof NOT_SPECIAL {
  const name = type.fullName;
  if (name === '.nuance.biosec.v1.UniqueId') return typeof obj.value === 'string' ? obj.value : undefined;
  if (name === '.google.protobuf.Timestamp') return timestampToIso(obj as { seconds?: string; nanos?: number });
  if (name === '.google.protobuf.Duration') return durationToSeconds(obj as { seconds?: string; nanos?: number });
  if (name === '.google.protobuf.FieldMask') return Array.isArray(obj.paths) ? (obj.paths as string[]) : [];
  if (WRAPPERS.has(name)) return obj.value === undefined ? undefined : scalar(obj.value);
  return NOT_SPECIAL;
}

function scalar(v: unknown): Plain | undefined {
  if (Buffer.isBuffer(v) || v instanceof Uint8Array)
    return v.length <= MAX_INLINE_BYTES ? Buffer.from(v).toString('base64') : undefined;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v.toString();
  return undefined;
}

// The small conversions every server area makes between proto-loader objects and plain values:
// UniqueIds, Timestamps, wrapper values, custom_data maps and bounded text. Readers report a bad
// value as a field violation naming the field; writers build the proto-loader shape.
import type { Violations } from './errors.js';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How much of a rejected value a violation echoes back. */
const ECHO = 64;

/**
 * google.protobuf.Timestamp as the serializer takes it. The int64 seconds are a number, not the
 * decimal string proto-loader hands out on reads: protobufjs turns a string into a Long by parsing
 * it (Long.fromString, about 0.6 µs each), a number by arithmetic (0.1 µs), and a session's reply
 * holds four to six timestamps; at 64 random GetSessionDetails in flight on PGlite the parsing was
 * about a tenth of the server's CPU (bench/profile-rpc.ts --mix 0). Any Timestamp fits a double
 * exactly (years 1 to 9999 are under 2^38 seconds).
 */
export interface WireTimestamp {
  seconds: number;
  nanos: number;
}

export function toTimestamp(d: Date): WireTimestamp;
export function toTimestamp(d: Date | null | undefined): WireTimestamp | undefined;
export function toTimestamp(d: Date | null | undefined): WireTimestamp | undefined {
  if (!d) return undefined;
  const ms = d.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds, nanos: (ms - seconds * 1000) * 1_000_000 };
}

/** A UniqueId message. */
export const uid = (value: string): { value: string } => ({ value });
/** A UniqueId message, or absent for a null or empty ID. */
export const optUid = (value: string | null | undefined): { value: string } | undefined =>
  value ? { value } : undefined;
/** A numeric wrapper message (Int32Value, FloatValue...), or absent for null. */
const wrapped = (n: number | null | undefined): { value: number } | undefined =>
  n === null || n === undefined ? undefined : { value: n };
export const int32 = wrapped;
export const float = wrapped;

/**
 * A UniqueId from the request: undefined when absent or empty (a MANDATORY_FIELD_MISSING violation
 * too when `required`), an INVALID_FORMAT violation when not a UUID; lower-cased.
 */
export function readUniqueId(
  v: Violations,
  field: string,
  raw: { value?: string | null } | null | undefined,
  required = false,
): string | undefined {
  const value = raw?.value ?? '';
  if (!value) {
    if (required) v.missing(field);
    return undefined;
  }
  if (!UUID_RE.test(value)) {
    v.add(field, 'must be a UUID', 'INVALID_FORMAT', value.slice(0, ECHO));
    return undefined;
  }
  return value.toLowerCase();
}

/** A mandatory UniqueId ('' after a violation). */
export function requireUniqueId(
  v: Violations,
  field: string,
  raw: { value?: string | null } | null | undefined,
): string {
  return readUniqueId(v, field, raw, true) ?? '';
}

/** A map<string, string> from the request ({} when absent); a non-string value is a violation naming its key. */
export function readCustomData(v: Violations, field: string, raw: unknown): Record<string, string> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    v.add(field, 'must be a map of strings', 'INVALID_FORMAT');
    return {};
  }
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof val !== 'string') v.add(`${field}.${k}`, 'must be a string', 'INVALID_FORMAT');
    else out[k] = val;
  }
  return out;
}

/** An optional free-text field with a length limit; '' and absent both mean "not given". */
export function readText(v: Violations, field: string, raw: unknown, max: number): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') {
    v.add(field, 'must be a string', 'INVALID_FORMAT');
    return undefined;
  }
  if (raw.length > max) v.add(field, `must be at most ${max} characters`, 'TOO_LONG', raw.slice(0, ECHO));
  return raw;
}

/** A request Timestamp as a Date; undefined when absent, a violation when out of range. */
export function readTimestamp(
  v: Violations,
  field: string,
  raw: { seconds?: string | number; nanos?: number } | null | undefined,
): Date | undefined {
  if (!raw) return undefined;
  const s = Number(raw.seconds ?? 0);
  const n = Number(raw.nanos ?? 0);
  const ms = s * 1000 + Math.floor(n / 1_000_000);
  if (!Number.isFinite(ms) || n < 0 || n > 999_999_999 || s < -62_135_596_800 || s > 253_402_300_799) {
    v.add(field, 'is not a valid timestamp', 'OUT_OF_RANGE', String(raw.seconds));
    return undefined;
  }
  return new Date(ms);
}

/** A request Timestamp that must be there and after the epoch (a call's start, a validation's time). */
export function requireTimestamp(
  v: Violations,
  field: string,
  raw: { seconds?: string | number | null; nanos?: number | null } | null | undefined,
): Date | undefined {
  if (!raw) {
    v.missing(field);
    return undefined;
  }
  const at = readTimestamp(v, field, { seconds: raw.seconds ?? 0, nanos: raw.nanos ?? 0 });
  if (at && at.getTime() <= 0) {
    v.add(field, 'is not a valid timestamp', 'OUT_OF_RANGE', String(raw.seconds));
    return undefined;
  }
  return at;
}

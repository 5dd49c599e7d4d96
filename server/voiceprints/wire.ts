// Small conversions between proto-loader objects and plain values: IDs, timestamps, wrappers,
// custom_data maps and bounded strings, each reporting problems as field violations.
import type { Violations } from '../rpc/errors.js';
import { UUID_RE } from '../rpc/dispatch.js';

export interface WireTimestamp {
  seconds: string;
  nanos: number;
}

export const MAX_TEXT = 256;
export const MAX_REASON = 1024;

export function toTimestamp(d: Date | null | undefined): WireTimestamp | undefined {
  if (!d) return undefined;
  const ms = d.getTime();
  const seconds = Math.floor(ms / 1000);
  return { seconds: String(seconds), nanos: (ms - seconds * 1000) * 1_000_000 };
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

export const uid = (value: string) => ({ value });
export const optUid = (value: string | null | undefined) => (value ? { value } : undefined);
export const int32 = (n: number | null | undefined) => (n === null || n === undefined ? undefined : { value: n });
export const float = (n: number | null | undefined) => (n === null || n === undefined ? undefined : { value: n });

/** A UniqueId from the request: undefined when absent or empty, a violation when not a UUID. */
export function readUniqueId(
  v: Violations,
  field: string,
  raw: { value?: string | null } | null | undefined,
): string | undefined {
  const value = raw?.value ?? '';
  if (!value) return undefined;
  if (!UUID_RE.test(value)) {
    v.add(field, 'must be a UUID', 'INVALID_FORMAT', value);
    return undefined;
  }
  return value.toLowerCase();
}

/** A mandatory UniqueId. */
export function requireUniqueId(
  v: Violations,
  field: string,
  raw: { value?: string | null } | null | undefined,
): string {
  const id = readUniqueId(v, field, raw);
  if (!id && !raw?.value) v.missing(field);
  return id ?? '';
}

/** An optional free-text field with a length limit; '' and absent both mean "not given". */
export function readText(v: Violations, field: string, raw: unknown, max: number): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') {
    v.add(field, 'must be a string', 'INVALID_FORMAT');
    return undefined;
  }
  if (raw.length > max) v.add(field, `must be at most ${max} characters`, 'TOO_LONG', raw.slice(0, 64));
  return raw;
}

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

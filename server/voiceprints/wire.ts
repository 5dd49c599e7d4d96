// Small conversions between proto-loader objects and plain values: IDs, timestamps, wrappers,
// custom_data maps and bounded strings, each reporting problems as field violations. The ones every
// area shares live in rpc/wire-values.ts.
import type { Violations } from '../rpc/errors.js';

export {
  float,
  int32,
  optUid,
  readCustomData,
  readText,
  readUniqueId,
  requireUniqueId,
  toTimestamp,
  uid,
} from '../rpc/wire-values.js';
import { maxChars } from '../../shared/rpc/limits.js';

/** Identifiers and tags: the limits table's ID size (shared/rpc/limits.ts). */
export const MAX_TEXT = maxChars('tag');
/** Reasons: the limits table's free-text size. */
export const MAX_REASON = maxChars('reason');

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

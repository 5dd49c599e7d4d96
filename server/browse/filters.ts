// Reading Browse filters from proto-loader requests: each reader reports bad input as a field
// violation named after the request field and returns undefined for "does not narrow".
import { loadProtos } from '../../wire/protos.js';
import type { Queryable } from '../db/types.js';
import { Violations } from '../rpc/errors.js';
import { SPOKEN_TS_CONFIG, searchTermCount } from './engagements.store.js';

export { SPOKEN_TS_CONFIG };
import { readTimestamp } from '../voiceprints/index.js';
import { maxChars, type LimitedField } from '../../shared/rpc/limits.js';

/** google.type.Interval as [start, end): either end may be open; end before start is refused. */
export function readInterval(
  v: Violations,
  field: string,
  raw:
    | {
        start_time?: { seconds?: string; nanos?: number } | null;
        end_time?: { seconds?: string; nanos?: number } | null;
      }
    | null
    | undefined,
): { start: Date | undefined; end: Date | undefined } {
  const start = readTimestamp(v, `${field}.start_time`, raw?.start_time);
  const end = readTimestamp(v, `${field}.end_time`, raw?.end_time);
  if (start && end && end.getTime() < start.getTime())
    v.add(`${field}.end_time`, 'must not be before start_time', 'OUT_OF_RANGE');
  return { start, end };
}

/** Names of an enum's values, from the loaded protos (so the list never drifts from the proto). */
function enumNames(fullName: string): Set<string> {
  return new Set(Object.keys(loadProtos().root.lookupEnum(fullName).values));
}

/** A repeated enum filter: the distinct names given; unknown values are violations. */
export function readEnumList(v: Violations, field: string, raw: unknown, enumFullName: string): string[] {
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const names = enumNames(enumFullName);
  const out = new Set<string>();
  for (const [i, item] of list.entries()) {
    if (typeof item === 'string' && names.has(item)) out.add(item);
    else v.add(`${field}[${i}]`, `is not a value of ${enumFullName}`, 'INVALID_FORMAT', String(item));
  }
  return [...out].sort();
}

/** A single enum filter where the UNSPECIFIED value (or absence) does not narrow. */
export function readEnum(v: Violations, field: string, raw: unknown, enumFullName: string): string | undefined {
  if (
    raw === undefined ||
    raw === null ||
    raw === '' ||
    raw === 0 ||
    (typeof raw === 'string' && raw.endsWith('_UNSPECIFIED'))
  )
    return undefined;
  if (typeof raw === 'string' && enumNames(enumFullName).has(raw)) return raw;
  v.add(field, `is not a value of ${enumFullName}`, 'INVALID_FORMAT', String(raw));
  return undefined;
}

/**
 * A wrapper (BoolValue, Int32Value) filter: its value, or undefined when the wrapper is absent. A
 * present wrapper without a value carries the default (false, 0): proto3 does not encode it.
 */
export function readWrapped<T>(raw: { value?: T | null } | null | undefined, zero: T): T | undefined {
  if (!raw) return undefined;
  return raw.value ?? zero;
}

/**
 * A free-text filter: '' and absent do not narrow; longer than its row in the limits table is
 * refused. `row` is the request field's row (`Message.field` or the bare name the violation names).
 */
export function readFilterText(v: Violations, row: LimitedField, raw: unknown): string | undefined {
  const field = row.slice(row.lastIndexOf('.') + 1);
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') {
    v.add(field, 'must be a string', 'INVALID_FORMAT');
    return undefined;
  }
  const max = maxChars(row);
  if (raw.length > max) v.add(field, `must be at most ${max} characters`, 'TOO_LONG', raw.slice(0, 64));
  return raw;
}

/** A LIKE pattern matching values that start with `prefix` (its wildcards taken literally). */
export const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Refuses a full-text search text with nothing to search for (stop words and punctuation only):
 * PostgreSQL would match no row and say nothing, which reads as "nobody said it".
 */
export async function checkSearchText(q: Queryable, field: string, text: string | undefined): Promise<void> {
  if (text === undefined) return;
  if (!(await searchTermCount(q, text)))
    new Violations()
      .add(
        field,
        'has no word to search for (only stop words such as "the", or punctuation)',
        'OTHER',
        text.slice(0, 64),
      )
      .throwIfAny();
}

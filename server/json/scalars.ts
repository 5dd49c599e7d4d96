// Proto3 JSON scalars in both directions. Parsing is strict (no silent coercion: "12abc" is not
// an int32), but accepts every form the mapping allows: integers as numbers or strings, floats as
// numbers, numeric strings or "NaN"/"Infinity"/"-Infinity", bytes as standard or URL-safe base64.
import type { ViolationType } from '../rpc/errors.js';
import { JsonNumber, exactInteger } from './json-text.js';

export interface ScalarError {
  message: string;
  violation: ViolationType;
}

export type ScalarResult = { ok: true; value: unknown } | { ok: false; error: ScalarError };

const ok = (value: unknown): ScalarResult => ({ ok: true, value });
const fail = (message: string, violation: ViolationType = 'INVALID_FORMAT'): ScalarResult => ({
  ok: false,
  error: { message, violation },
});

const INT_RE = /^-?\d+$/;
const NUMBER_RE = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const BASE64_RE = /^[A-Za-z0-9+/_-]*={0,2}$/;
const FLOAT32_MAX = 3.4028234663852886e38;

const INT_RANGES: Record<string, [bigint, bigint]> = {
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  sint32: [-(2n ** 31n), 2n ** 31n - 1n],
  sfixed32: [-(2n ** 31n), 2n ** 31n - 1n],
  uint32: [0n, 2n ** 32n - 1n],
  fixed32: [0n, 2n ** 32n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
  sint64: [-(2n ** 63n), 2n ** 63n - 1n],
  sfixed64: [-(2n ** 63n), 2n ** 63n - 1n],
  uint64: [0n, 2n ** 64n - 1n],
  fixed64: [0n, 2n ** 64n - 1n],
};

export const isLongType = (t: string): boolean =>
  t === 'int64' || t === 'sint64' || t === 'sfixed64' || t === 'uint64' || t === 'fixed64';

/** Reads a JSON value as the scalar proto type `type`, returning what `Type.fromObject` expects. */
export function parseScalar(type: string, json: unknown): ScalarResult {
  const range = INT_RANGES[type];
  if (range) return parseInteger(type, json, range);
  switch (type) {
    case 'string':
      return typeof json === 'string' ? ok(json) : fail('must be a string');
    case 'bool':
      if (typeof json === 'boolean') return ok(json);
      if (json === 'true' || json === 'false') return ok(json === 'true');
      return fail('must be true or false');
    case 'double':
    case 'float':
      return parseFloating(type, json);
    case 'bytes':
      return parseBytes(json);
    default:
      return fail(`has an unsupported type ${type}`, 'OTHER');
  }
}

function parseInteger(type: string, json: unknown, [min, max]: [bigint, bigint]): ScalarResult {
  let n: bigint;
  if (json instanceof JsonNumber) {
    // Beyond 2^53: read from the number's text, never through a double.
    const exact = exactInteger(json.text);
    if (exact === undefined) return fail(`must be an integer (${type})`);
    n = exact;
  } else if (typeof json === 'number') {
    if (!Number.isInteger(json)) return fail(`must be an integer (${type})`);
    n = BigInt(json);
  } else if (typeof json === 'string' && INT_RE.test(json)) {
    n = BigInt(json);
  } else if (typeof json === 'string' && NUMBER_RE.test(json) && exactInteger(json) !== undefined) {
    n = exactInteger(json) as bigint; // "1e3" or "5.0"
  } else {
    return fail(`must be an integer (${type})`);
  }
  if (n < min || n > max) return fail(`must be between ${min} and ${max} (${type})`, 'OUT_OF_RANGE');
  return ok(isLongType(type) ? n.toString() : Number(n));
}

function parseFloating(type: string, json: unknown): ScalarResult {
  let n: number;
  if (typeof json === 'number') n = json;
  else if (json instanceof JsonNumber) n = json.value;
  else if (json === 'NaN') n = NaN;
  else if (json === 'Infinity') n = Infinity;
  else if (json === '-Infinity') n = -Infinity;
  else if (typeof json === 'string' && NUMBER_RE.test(json)) n = Number(json);
  else return fail(`must be a number (${type})`);
  if (type === 'float' && Number.isFinite(n) && Math.abs(n) > FLOAT32_MAX)
    return fail('is out of range for a float', 'OUT_OF_RANGE');
  if (type === 'double' && typeof json === 'string' && NUMBER_RE.test(json) && !Number.isFinite(n)) {
    return fail('is out of range for a double', 'OUT_OF_RANGE');
  }
  // A float field holds a 32-bit float: rounded here, as the trip through protobuf bytes would.
  return ok(type === 'float' ? Math.fround(n) : n);
}

function parseBytes(json: unknown): ScalarResult {
  if (typeof json !== 'string') return fail('must be a base64 string');
  if (!BASE64_RE.test(json) || json.replace(/=+$/, '').length % 4 === 1) return fail('must be a base64 string');
  return ok(Buffer.from(json, 'base64'));
}

/** Float fields decode as doubles (0.1 -> 0.10000000149011612); print the shortest form that maps back. */
export function float32Json(value: number): number | string {
  if (!Number.isFinite(value)) return nonFinite(value);
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === value) return candidate;
  }
  return value;
}

export function doubleJson(value: number): number | string {
  return Number.isFinite(value) ? value : nonFinite(value);
}

const nonFinite = (v: number): string => (Number.isNaN(v) ? 'NaN' : v > 0 ? 'Infinity' : '-Infinity');

/** int64 values arrive as Long, number or string depending on who built the message. */
export function longJson(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value && typeof value === 'object' && 'toString' in value) return String(value);
  return '0';
}

export function bytesJson(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array)
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  return '';
}

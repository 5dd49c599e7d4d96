import { describe, expect, it } from 'vitest';
import { Violations, type FieldViolation, type RpcError } from './errors.js';
import {
  float,
  int32,
  optUid,
  readCustomData,
  readText,
  readUniqueId,
  requireUniqueId,
  toTimestamp,
  uid,
} from './wire-values.js';

const ID = '0F3C2A1B-7D4E-4A5B-9C6D-1E2F3A4B5C6D';

/** Runs a reader and returns its value and the violations it reported. */
function read<T>(fn: (v: Violations) => T): { value: T; violations: FieldViolation[] } {
  const v = new Violations();
  const value = fn(v);
  try {
    v.throwIfAny();
  } catch (err) {
    return { value, violations: (err as RpcError).fieldViolations };
  }
  return { value, violations: [] };
}

describe('toTimestamp', () => {
  it('splits epoch milliseconds into whole seconds and nanos, also before 1970', () => {
    expect(toTimestamp(new Date(Date.UTC(2024, 4, 1, 10, 0, 0, 250)))).toEqual({
      seconds: Date.UTC(2024, 4, 1, 10) / 1000,
      nanos: 250_000_000,
    });
    expect(toTimestamp(new Date(-1))).toEqual({ seconds: -1, nanos: 999_000_000 });
  });

  it('is absent for no date', () => {
    expect(toTimestamp(null)).toBeUndefined();
    expect(toTimestamp(undefined)).toBeUndefined();
  });
});

describe('IDs and wrappers', () => {
  it('wraps values and leaves null ones absent', () => {
    expect(uid('a')).toEqual({ value: 'a' });
    expect(optUid('a')).toEqual({ value: 'a' });
    expect(optUid('')).toBeUndefined();
    expect(optUid(null)).toBeUndefined();
    expect(int32(0)).toEqual({ value: 0 });
    expect(int32(null)).toBeUndefined();
    expect(float(1.5)).toEqual({ value: 1.5 });
    expect(float(undefined)).toBeUndefined();
  });
});

describe('readUniqueId', () => {
  it('lower-cases a UUID', () => {
    expect(read((v) => readUniqueId(v, 'id', { value: ID }))).toEqual({ value: ID.toLowerCase(), violations: [] });
  });

  it('treats absent and empty as not given, and as missing when required', () => {
    expect(read((v) => readUniqueId(v, 'id', undefined))).toEqual({ value: undefined, violations: [] });
    expect(read((v) => readUniqueId(v, 'id', { value: '' }))).toEqual({ value: undefined, violations: [] });
    const r = read((v) => requireUniqueId(v, 'id', { value: '' }));
    expect(r.value).toBe('');
    expect(r.violations).toEqual([{ field: 'id', message: 'is required', violation: 'MANDATORY_FIELD_MISSING' }]);
  });

  it('names the field of a value that is not a UUID and echoes at most 64 characters of it', () => {
    const r = read((v) => readUniqueId(v, 'details.gk_person_id', { value: 'x'.repeat(100) }, true));
    expect(r.value).toBeUndefined();
    expect(r.violations).toEqual([
      {
        field: 'details.gk_person_id',
        message: 'must be a UUID',
        violation: 'INVALID_FORMAT',
        invalidValue: 'x'.repeat(64),
      },
    ]);
  });
});

describe('readCustomData', () => {
  it('keeps string values and names each key whose value is not a string', () => {
    const r = read((v) => readCustomData(v, 'custom_data', { a: '1', b: 2, c: 'x' }));
    expect(r.value).toEqual({ a: '1', c: 'x' });
    expect(r.violations).toEqual([
      { field: 'custom_data.b', message: 'must be a string', violation: 'INVALID_FORMAT' },
    ]);
  });

  it('is empty when absent and refuses a list', () => {
    expect(read((v) => readCustomData(v, 'custom_data', null))).toEqual({ value: {}, violations: [] });
    const r = read((v) => readCustomData(v, 'custom_data', ['a']));
    expect(r.value).toEqual({});
    expect(r.violations.map((x) => x.field)).toEqual(['custom_data']);
  });
});

describe('readText', () => {
  it('treats empty as not given and checks type and length', () => {
    expect(read((v) => readText(v, 'reason', '', 3))).toEqual({ value: undefined, violations: [] });
    expect(read((v) => readText(v, 'reason', 'abc', 3))).toEqual({ value: 'abc', violations: [] });
    expect(read((v) => readText(v, 'reason', 5, 3)).violations).toEqual([
      { field: 'reason', message: 'must be a string', violation: 'INVALID_FORMAT' },
    ]);
    expect(read((v) => readText(v, 'reason', 'abcd', 3)).violations).toEqual([
      { field: 'reason', message: 'must be at most 3 characters', violation: 'TOO_LONG', invalidValue: 'abcd' },
    ]);
  });
});

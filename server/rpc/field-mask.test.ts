import { describe, expect, it } from 'vitest';
import type { RpcError } from '../rpc/errors.js';
import { Violations } from '../rpc/errors.js';
import { applyReadMask, normalizePath, parseFieldMask } from './field-mask.js';

// A details message's fields as an area lists them (server/sessions/mask-fields.ts has the real ones).
const SESSION_UPDATE_FIELDS = ['ani', 'dnis', 'business_type', 'custom_data', 'was_abandon'] as const;
const SESSION_READ_FIELDS = [...SESSION_UPDATE_FIELDS, 'risk_info', 'is_active'] as const;

const thrown = (v: Violations) => {
  try {
    v.throwIfAny();
  } catch (err) {
    return err as RpcError;
  }
  return undefined;
};

describe('field masks', () => {
  it('accepts paths with or without details., in snake_case or lowerCamelCase', () => {
    expect(normalizePath('details.ani')).toBe('ani');
    expect(normalizePath('businessType')).toBe('business_type');
    expect(normalizePath('details.customData')).toBe('custom_data');
    const v = new Violations();
    const mask = parseFieldMask(v, { paths: ['ani', 'details.dnis', 'wasAbandon'] }, SESSION_UPDATE_FIELDS);
    expect(v.size).toBe(0);
    expect([...(mask ?? [])]).toEqual(['ani', 'dnis', 'was_abandon']);
  });

  it('splits a comma-separated path list (the proto JSON form)', () => {
    const v = new Violations();
    expect([...(parseFieldMask(v, { paths: ['ani,dnis'] }, SESSION_UPDATE_FIELDS) ?? [])]).toEqual(['ani', 'dnis']);
  });

  it('rejects unknown paths on field_mask, listing each', () => {
    const v = new Violations();
    parseFieldMask(v, { paths: ['ani', 'nope', 'details.risk_info'] }, SESSION_UPDATE_FIELDS);
    const err = thrown(v);
    expect(err?.code).toBe(3);
    expect(err?.fieldViolations.map((f) => [f.field, f.invalidValue])).toEqual([
      ['field_mask', 'nope'],
      ['field_mask', 'details.risk_info'],
    ]);
  });

  it('requires a non-empty mask for updates, and treats an absent one as "all" for reads', () => {
    const v = new Violations();
    expect(parseFieldMask(v, undefined, SESSION_UPDATE_FIELDS, { required: true })).toBeUndefined();
    expect(parseFieldMask(v, { paths: [' '] }, SESSION_UPDATE_FIELDS, { required: true })).toBeUndefined();
    expect(thrown(v)?.fieldViolations.map((f) => [f.field, f.violation])).toEqual([
      ['field_mask', 'MANDATORY_FIELD_MISSING'],
      ['field_mask', 'MANDATORY_FIELD_MISSING'],
    ]);
    const r = new Violations();
    expect(parseFieldMask(r, { paths: [] }, SESSION_READ_FIELDS)).toBeUndefined();
    expect(r.size).toBe(0);
  });

  it('returns only the selected fields of a read', () => {
    const full = { ani: '1', dnis: '2', is_active: true };
    expect(applyReadMask(full, new Set(['ani', 'is_active']))).toEqual({ ani: '1', is_active: true });
    expect(applyReadMask(full, undefined)).toEqual(full);
  });
});

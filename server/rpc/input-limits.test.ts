import { describe, expect, it } from 'vitest';
import { loadProtos } from '../../wire/protos.js';
import { MAX_VIOLATIONS, invalidArgument } from './errors.js';
import { DEFAULT_BYTES, DEFAULT_STRING_CHARS, FIELD_LIMITS, checkInputLimits } from './input-limits.js';

const root = loadProtos().root;
const type = (name: string) => root.lookupType(name);
const fields = (name: string, req: unknown) =>
  checkInputLimits(type(name), req).map((v) => `${v.field}:${v.violation}`);

describe('checkInputLimits', () => {
  it('uses the spec limit for business_type and counts characters, not UTF-16 units', () => {
    const start = 'nuance.biosec.v1.sessions.StartSessionRequest';
    expect(fields(start, { details: { business_type: '🙂'.repeat(64) } })).toEqual([]);
    expect(fields(start, { details: { business_type: '🙂'.repeat(65) } })).toEqual(['details.business_type:TOO_LONG']);
    expect(checkInputLimits(type(start), { details: { datacenter: 'd'.repeat(65) } })[0]?.message).toBe(
      'must be at most 64 characters (got 65)',
    );
  });

  it('applies the default to strings the table does not name, and to bytes', () => {
    const create = 'nuance.biosec.v1.configmanager.CreateConfigsetRequest';
    expect((FIELD_LIMITS as Record<string, unknown>)['raw_content']).toBeUndefined();
    expect(fields(create, { raw_content: Buffer.alloc(DEFAULT_BYTES) })).toEqual([]);
    expect(fields(create, { raw_content: Buffer.alloc(DEFAULT_BYTES + 1) })).toEqual(['raw_content:TOO_LONG']);
    const err = 'nuance.biosec.v1.sessions.UpdateSessionRequest';
    const msg = { details: { session_error: { error_message: 'e'.repeat(DEFAULT_STRING_CHARS + 1) } } };
    expect(fields(err, msg)).toEqual(['details.session_error.error_message:TOO_LONG']);
  });

  it('checks map keys, values and entry counts, list items and the context', () => {
    const start = 'nuance.biosec.v1.sessions.StartEngagementRequest';
    expect(fields(start, { details: { custom_data: { ['k'.repeat(257)]: 'v', ok: '\u0000' } } })).toEqual([
      `details.custom_data.${'k'.repeat(64)}… (key):TOO_LONG`,
      'details.custom_data.ok:INVALID_FORMAT',
    ]);
    expect(fields(start, { context: { gk_scope_id: { value: 'x'.repeat(129) } } })).toEqual([
      'context.gk_scope_id.value:TOO_LONG',
    ]);
    const mask = { field_mask: { paths: Array.from({ length: 101 }, () => 'details') } };
    expect(fields(start, mask)).toEqual(['field_mask.paths:TOO_LONG']);
    const upload = 'nuance.biosec.v1.audio.GetUploadUrlRequest';
    expect(fields(upload, { call_parties: Array.from({ length: 1001 }, () => ({})) })).toEqual([
      'call_parties:TOO_LONG',
    ]);
  });

  it('reports at most a few violations however many fields break', () => {
    const start = 'nuance.biosec.v1.sessions.StartEngagementRequest';
    const custom_data = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, '\u0000']));
    expect(checkInputLimits(type(start), { details: { custom_data } })).toHaveLength(20);
  });

  it('keeps an INVALID_ARGUMENT status bounded however many items of a list were bad', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      field: `session_types[${i}]`,
      message: 'must be one of …',
      violation: 'INVALID_FORMAT' as const,
    }));
    const err = invalidArgument(many);
    expect(err.fieldViolations).toHaveLength(MAX_VIOLATIONS);
    expect(err.message).toMatch(/\(and 99980 more\)$/);
    expect(err.message.length).toBeLessThan(2000);
  });
});

import { describe, expect, it } from 'vitest';
import { validateSchema } from './json-schema.js';
import type { JsonSchema } from './schema.js';

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['n'],
  properties: {
    n: { type: 'integer', minimum: 1, maximum: 10 },
    x: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    s: { type: 'string' },
    b: { type: 'boolean' },
    inner: { type: 'object', additionalProperties: false, properties: { y: { type: 'number', minimum: 0 } } },
  },
};

const fields = (value: unknown) =>
  validateSchema(schema, value, 'content').map((v) => [v.field, v.violation, v.message]);

describe('validateSchema', () => {
  it('accepts a value that meets every keyword', () => {
    expect(fields({ n: 5, x: 0.5, s: 'a', b: true, inner: { y: 0 } })).toEqual([]);
  });

  it('reports type mismatches as INVALID_FORMAT with the JSON path', () => {
    expect(fields({ n: 1.5, x: 'big', s: 3, b: 'yes', inner: [] })).toEqual([
      ['content.n', 'INVALID_FORMAT', 'must be an integer, not 1.5'],
      ['content.x', 'INVALID_FORMAT', 'must be a number, not a string'],
      ['content.s', 'INVALID_FORMAT', 'must be a string, not a number'],
      ['content.b', 'INVALID_FORMAT', 'must be a boolean, not a string'],
      ['content.inner', 'INVALID_FORMAT', 'must be an object, not an array'],
    ]);
  });

  it('reports bounds as OUT_OF_RANGE, inclusive and exclusive', () => {
    expect(fields({ n: 11 })).toEqual([['content.n', 'OUT_OF_RANGE', 'must be at most 10']]);
    expect(fields({ n: 0 })).toEqual([['content.n', 'OUT_OF_RANGE', 'must be at least 1']]);
    expect(fields({ n: 1, x: 0 })).toEqual([['content.x', 'OUT_OF_RANGE', 'must be greater than 0']]);
    expect(fields({ n: 10, x: 1 })).toEqual([['content.x', 'OUT_OF_RANGE', 'must be less than 1']]);
    expect(fields({ n: 1, inner: { y: -0.1 } })).toEqual([['content.inner.y', 'OUT_OF_RANGE', 'must be at least 0']]);
  });

  it('reports unknown properties at every level and missing required ones', () => {
    const out = validateSchema(schema, { inner: { z: 1 }, extra: true }, 'content');
    expect(out.map((v) => [v.field, v.violation])).toEqual([
      ['content.n', 'MANDATORY_FIELD_MISSING'],
      ['content.inner.z', 'INVALID_FORMAT'],
      ['content.extra', 'INVALID_FORMAT'],
    ]);
    expect(out[1]?.message).toContain('known here: y');
  });

  it('rejects a non-object root and null', () => {
    expect(fields(null)).toEqual([['content', 'INVALID_FORMAT', 'must be an object, not null']]);
    expect(fields('x')).toEqual([['content', 'INVALID_FORMAT', 'must be an object, not a string']]);
  });

  it('does not treat inherited names as known properties', () => {
    expect(fields(JSON.parse('{"n": 2, "toString": 1}'))).toEqual([
      ['content.toString', 'INVALID_FORMAT', 'is not a known setting; known here: n, x, s, b, inner'],
    ]);
  });
});

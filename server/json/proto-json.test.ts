import { describe, expect, it } from 'vitest';
import { RpcError, type FieldViolation } from '../rpc/errors.js';
import { parseJson, toJson } from './proto-json.js';
import { testRoot } from './proto-json.testkit.js';

const root = testRoot();
const All = root.lookupType('t.All');

/** JSON -> parseJson -> fromObject -> bytes -> decode -> toJson, as the HTTP binding does. */
const roundTrip = (json: unknown) => {
  const obj = parseJson(All, json);
  const bytes = All.encode(All.fromObject(obj)).finish();
  return toJson(All, All.decode(bytes));
};

const violationsOf = (json: unknown): FieldViolation[] => {
  try {
    parseJson(All, json);
  } catch (err) {
    expect(err).toBeInstanceOf(RpcError);
    return (err as RpcError).fieldViolations;
  }
  throw new Error('parseJson accepted the input');
};

describe('proto3 JSON round trips', () => {
  it.each([
    ['string', { s: 'héllo' }],
    ['bool', { b: true }],
    ['int32', { i32: -2147483648 }],
    ['sint32', { s32: -7 }],
    ['uint32', { u32: 4294967295 }],
    ['int64 as string', { i64: '-9223372036854775808' }],
    ['uint64 as string', { u64: '18446744073709551615' }],
    ['sint64', { s64: '-42' }],
    ['fixed64', { f64: '9007199254740993' }],
    ['float', { f: 0.1 }],
    ['double', { d: 1.0000000000000002 }],
    ['double NaN', { d: 'NaN' }],
    ['float -Infinity', { f: '-Infinity' }],
    ['bytes', { raw: 'AP8Q' }],
    ['enum by name', { color: 'GREEN' }],
    ['repeated messages', { callParties: [{ name: 'a', partyType: 'RED' }, { name: 'b' }] }],
    ['string map', { customData: { k1: 'v1', 'key two': 'v2' } }],
    ['int-keyed map of messages', { byNum: { '7': { name: 'seven' } } }],
    ['Timestamp', { ts: '2024-05-01T10:00:00Z' }],
    ['Timestamp with millis', { ts: '2024-05-01T10:00:00.250Z' }],
    ['Timestamp with nanos', { ts: '1969-12-31T23:59:59.000000001Z' }],
    ['Timestamp year 1', { ts: '0001-01-01T00:00:00Z' }],
    ['Duration', { dur: '1.500s' }],
    ['negative Duration', { dur: '-0.000001s' }],
    ['whole Duration', { dur: '30s' }],
    ['Int32Value', { wI32: 0 }],
    ['Int64Value', { wI64: '123456789012345678' }],
    ['UInt64Value', { wU64: '1' }],
    ['UInt32Value', { wU32: 7 }],
    ['FloatValue', { wF: 0.75 }],
    ['DoubleValue', { wD: -2.5 }],
    ['BoolValue false', { wB: false }],
    ['StringValue empty', { wS: '' }],
    ['BytesValue', { wBytes: 'aGk=' }],
    ['FieldMask', { updateMask: 'context.gkScopeId,customData' }],
    ['Empty', { empty: {} }],
    ['Struct', { st: { a: 1, b: 'x', c: [true, null, { d: 2 }], e: {} } }],
    ['Value null', { val: null }],
    ['Value list', { val: [1, 'two'] }],
    ['Any of a message', { any: { '@type': 'type.googleapis.com/t.Party', name: 'p', partyType: 'RED' } }],
    ['Any of a WKT', { any: { '@type': 'type.googleapis.com/google.protobuf.Duration', value: '2s' } }],
    ['oneof member', { rawContent: 'AQID' }],
    ['proto3 optional set to default', { opt: '' }],
    ['repeated int64 and enums', { longs: ['1', '-2'], colors: ['RED', 'COLOR_UNSPECIFIED'] }],
    ['nested message', { context: { gkScopeId: { value: 'abc' }, configsetId: 'c1' } }],
  ])('%s', (_name, json) => {
    expect(roundTrip(json)).toEqual(json);
  });

  it('normalises input forms to the canonical output', () => {
    expect(
      roundTrip({
        i64: 12,
        u32: '5',
        i32: '1e3',
        f: '1.5',
        color: 2,
        colors: ['1'],
        raw: '-_8',
        ts: '2024-05-01T12:00:00.5+02:00',
        dur: '1.5s',
        wI64: 9,
        b: 'true',
        updateMask: 'context.gk_scope_id',
      }),
    ).toEqual({
      i64: '12',
      u32: 5,
      i32: 1000,
      f: 1.5,
      color: 'GREEN',
      colors: ['RED'],
      raw: '+/8=',
      ts: '2024-05-01T10:00:00.500Z',
      dur: '1.500s',
      wI64: '9',
      b: true,
      updateMask: 'context.gkScopeId',
    });
  });

  it('accepts snake_case and lowerCamelCase names, emits lowerCamelCase', () => {
    const snake = roundTrip({
      context: { gk_scope_id: { value: 'x' } },
      call_parties: [{ party_type: 'RED' }],
      custom_data: { a: 'b' },
    });
    const camel = roundTrip({
      context: { gkScopeId: { value: 'x' } },
      callParties: [{ partyType: 'RED' }],
      customData: { a: 'b' },
    });
    expect(snake).toEqual(camel);
    expect(snake).toEqual({
      context: { gkScopeId: { value: 'x' } },
      callParties: [{ partyType: 'RED' }],
      customData: { a: 'b' },
    });
  });

  it('produces the object Type.fromObject expects (snake_case keys, int64 strings, enums by name)', () => {
    expect(
      parseJson(All, { context: { gkScopeId: { value: 'x' } }, i64: 5, ts: '1970-01-01T00:00:01.5Z', wI32: 3 }),
    ).toEqual({
      context: { gk_scope_id: { value: 'x' } },
      i64: '5',
      ts: { seconds: '1', nanos: 500000000 },
      w_i32: { value: 3 },
    });
  });

  it('treats null as absent and leaves unset fields out', () => {
    expect(roundTrip({ s: null, context: null, callParties: null, wI32: null })).toEqual({});
  });
});

describe('proto3 JSON errors', () => {
  it('names an unknown field by its path', () => {
    expect(violationsOf({ context: { gkScopeId: { value: 'x', extra: 1 } }, bogus: 2 })).toEqual([
      { field: 'context.gk_scope_id.extra', message: 'is not a field of t.UniqueId', violation: 'OTHER' },
      { field: 'bogus', message: 'is not a field of t.All', violation: 'OTHER' },
    ]);
  });

  it.each([
    ['bad timestamp', { ts: '2024-13-01T00:00:00Z' }, 'ts', 'INVALID_FORMAT'],
    ['timestamp without zone', { ts: '2024-05-01T10:00:00' }, 'ts', 'INVALID_FORMAT'],
    ['timestamp as number', { ts: 1700000000 }, 'ts', 'INVALID_FORMAT'],
    ['duration without s', { dur: '1.5' }, 'dur', 'INVALID_FORMAT'],
    ['duration with 10 fraction digits', { dur: '1.0000000001s' }, 'dur', 'INVALID_FORMAT'],
    ['duration over 10,000 years', { dur: '315576000001s' }, 'dur', 'INVALID_FORMAT'],
    ['timestamp with a bad offset', { ts: '2024-05-01T10:00:00+25:00' }, 'ts', 'INVALID_FORMAT'],
    ['timestamp on Feb 30', { ts: '2024-02-30T10:00:00Z' }, 'ts', 'INVALID_FORMAT'],
    ['enum typo', { callParties: [{}, { partyType: 'REDD' }] }, 'call_parties[1].party_type', 'INVALID_FORMAT'],
    ['unknown enum number', { color: 9 }, 'color', 'INVALID_FORMAT'],
    ['string for a message', { context: { gkScopeId: 'abc' } }, 'context.gk_scope_id', 'INVALID_FORMAT'],
    ['number for a string', { s: 5 }, 's', 'INVALID_FORMAT'],
    ['fraction for an int', { i32: 1.5 }, 'i32', 'INVALID_FORMAT'],
    ['junk int64 string', { i64: '12abc' }, 'i64', 'INVALID_FORMAT'],
    ['int32 overflow', { i32: 2147483648 }, 'i32', 'OUT_OF_RANGE'],
    ['negative uint64', { u64: '-1' }, 'u64', 'OUT_OF_RANGE'],
    ['float overflow', { f: 1e39 }, 'f', 'OUT_OF_RANGE'],
    ['bad base64', { raw: 'a$b' }, 'raw', 'INVALID_FORMAT'],
    ['object for a map', { customData: ['a'] }, 'custom_data', 'INVALID_FORMAT'],
    ['number in a string map', { customData: { a: 1 } }, 'custom_data.a', 'INVALID_FORMAT'],
    ['non-integer map key', { byNum: { x: {} } }, 'by_num.x', 'INVALID_FORMAT'],
    ['scalar for a list', { callParties: { name: 'a' } }, 'call_parties', 'INVALID_FORMAT'],
    ['null in a list', { longs: ['1', null] }, 'longs[1]', 'INVALID_FORMAT'],
    ['string for a wrapper int', { wI32: 'x' }, 'w_i32', 'INVALID_FORMAT'],
    ['object for a wrapper', { wS: { value: 'x' } }, 'w_s', 'INVALID_FORMAT'],
    ['Any of an unknown type', { any: { '@type': 'type.googleapis.com/nope.Nope' } }, 'any.@type', 'INVALID_FORMAT'],
    ['array for the request', [], '', 'INVALID_FORMAT'],
  ])('%s', (_name, json, field, violation) => {
    const vs = violationsOf(json);
    expect(vs).toHaveLength(1);
    expect(vs[0]).toMatchObject({ field, violation });
  });

  it('rejects two members of one oneof', () => {
    expect(violationsOf({ text: 'a', raw_content: 'AQ==' })).toEqual([
      expect.objectContaining({ field: 'raw_content', violation: 'FIELD_CONFLICT' }),
    ]);
  });

  it('allows a oneof member next to a null sibling', () => {
    expect(roundTrip({ text: 'a', rawContent: null })).toEqual({ text: 'a' });
  });

  it('rejects the same field under both names', () => {
    expect(violationsOf({ context: {}, s: 'x', custom_data: {}, customData: {} })).toEqual([
      expect.objectContaining({ field: 'custom_data', violation: 'FIELD_CONFLICT' }),
    ]);
  });

  it('reports every violation at once, under a field path prefix', () => {
    try {
      parseJson(All, { s: 1, i32: 'x' }, 'body');
      throw new Error('accepted');
    } catch (err) {
      expect((err as RpcError).fieldViolations.map((v) => v.field)).toEqual(['body.s', 'body.i32']);
      expect((err as RpcError).httpStatus).toBe(400);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { JsonNumber, JsonTextError, MAX_JSON_DEPTH, exactInteger, parseJsonText } from './json-text.js';
import { parseScalar } from './scalars.js';

describe('parseJsonText', () => {
  it('reads what JSON.parse reads', () => {
    const samples = [
      '{"a":1,"b":[true,false,null],"c":"x\\n\\u00e9\\ud83d\\ude00","d":-0.5e-3,"e":{}}',
      '[]',
      ' "s" ',
      '0',
      '{"__proto__":{"polluted":1}}',
      '{"a":1,"a":2}',
      // Escapes after plain text, escaped backslashes before a closing quote, a wordset in a string.
      '{"w":"{\\"X\\":[{\\"literal\\":\\"a\\\\\\\\\\"}]}","t":"end\\\\"}',
      '["ab\\"cd\\\\", "\\\\\\""]',
    ];
    for (const s of samples) expect(parseJsonText(s)).toEqual(JSON.parse(s));
    const proto = parseJsonText('{"__proto__":{"polluted":1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });

  it('refuses what JSON.parse refuses', () => {
    for (const s of [
      '',
      '{',
      '[1,]',
      '{"a" 1}',
      '"\u0001"',
      '"\\x"',
      '01',
      '1 2',
      'nul',
      '{"a":1,}',
      '"\\u12g4"',
      '"ok\\q"',
      '"ok\\"',
      '"a\\"\u0001"',
    ])
      expect(() => parseJsonText(s), s).toThrow(JsonTextError);
  });

  it('keeps the exact text of integers a double cannot hold', () => {
    const v = parseJsonText('{"amount":9007199254740993,"small":42,"f":1.5,"neg":-9223372036854775808}') as Record<
      string,
      unknown
    >;
    expect(v.amount).toBeInstanceOf(JsonNumber);
    expect(String(v.amount)).toBe('9007199254740993');
    expect(v.small).toBe(42);
    expect(v.f).toBe(1.5);
    expect(parseScalar('int64', v.amount)).toEqual({ ok: true, value: '9007199254740993' });
    expect(parseScalar('int64', v.neg)).toEqual({ ok: true, value: '-9223372036854775808' });
    expect(parseScalar('uint64', parseJsonText('18446744073709551615'))).toEqual({
      ok: true,
      value: '18446744073709551615',
    });
    expect(parseScalar('uint64', parseJsonText('18446744073709551616'))).toMatchObject({ ok: false });
    expect(parseScalar('double', v.amount)).toEqual({ ok: true, value: 9007199254740992 });
    expect(JSON.stringify(v.amount)).toBe('9007199254740992');
  });

  it('stops at the nesting limit with a depth error, even 100k levels down', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    let err: unknown;
    try {
      parseJsonText(deep);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(JsonTextError);
    expect((err as JsonTextError).kind).toBe('depth');
    expect((err as Error).message).toContain(`deeper than ${MAX_JSON_DEPTH}`);
    const ok = '{"a":'.repeat(MAX_JSON_DEPTH - 1) + '{}' + '}'.repeat(MAX_JSON_DEPTH - 1);
    expect(() => parseJsonText(ok)).not.toThrow();
  });
});

describe('exactInteger', () => {
  it('reads integers from decimal text exactly', () => {
    expect(exactInteger('9007199254740993')).toBe(9007199254740993n);
    expect(exactInteger('1.5e3')).toBe(1500n);
    expect(exactInteger('2.0')).toBe(2n);
    expect(exactInteger('-0')).toBe(0n);
    expect(exactInteger('1.5')).toBeUndefined();
    expect(exactInteger('1e-400000000')).toBeUndefined();
    expect(exactInteger('1e999999999') as bigint).toBeGreaterThan(2n ** 64n);
    expect(exactInteger('abc')).toBeUndefined();
  });
});

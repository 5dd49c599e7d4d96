// JSON text -> values, for request bodies. Unlike JSON.parse it (1) keeps the exact text of every
// integer a double cannot hold (an int64 sent as the number 9007199254740993 stays exact: it comes
// back as a JsonNumber, converted per field type by scalars.ts), and (2) refuses nesting deeper
// than a limit with a clear error instead of letting later recursive code overflow the stack.

/** A JSON number a double cannot represent exactly (an integer beyond 2^53); `text` is as sent. */
export class JsonNumber {
  constructor(readonly text: string) {}
  /** The nearest double, for double/float fields and google.protobuf.Value. */
  get value(): number {
    return Number(this.text);
  }
  toJSON(): number {
    return this.value;
  }
  toString(): string {
    return this.text;
  }
}

export class JsonTextError extends Error {
  constructor(
    message: string,
    readonly kind: 'syntax' | 'depth',
  ) {
    super(message);
    this.name = 'JsonTextError';
  }
}

/** Deepest nesting of arrays and objects a request body may have. */
export const MAX_JSON_DEPTH = 100;

const WS = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters
const PLAIN = /[^"\\\u0000-\u001f]*/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Parses JSON text; throws JsonTextError (kind 'depth' when the nesting limit is passed). */
export function parseJsonText(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  let pos = 0;
  const fail = (what: string): never => {
    throw new JsonTextError(
      pos >= text.length ? `${what} at the end of the text` : `${what} at position ${pos}`,
      'syntax',
    );
  };
  const ws = () => {
    WS.lastIndex = pos;
    WS.exec(text);
    pos = WS.lastIndex;
  };
  const expect = (lit: string, value: unknown) => {
    if (!text.startsWith(lit, pos)) fail('unexpected token');
    pos += lit.length;
    return value;
  };

  const str = (): string => {
    // A string with escapes (a wordset's JSON inside a JSON body has one per quote) is handed
    // whole to the engine's own JSON.parse: piecing it together here costs a slice and a
    // concatenation per escape, seconds of event loop for a few MiB. Anything it refuses is
    // read again below for this parser's own message.
    PLAIN.lastIndex = pos + 1;
    PLAIN.exec(text);
    const whole = text[PLAIN.lastIndex] === '\\' ? stringEnd(PLAIN.lastIndex) : -1;
    if (whole > 0) {
      try {
        const value = JSON.parse(text.slice(pos, whole)) as string;
        pos = whole;
        return value;
      } catch {
        // fall through to the exact reading
      }
    }
    pos++; // opening quote
    let out = '';
    for (;;) {
      PLAIN.lastIndex = pos;
      PLAIN.exec(text);
      out += text.slice(pos, PLAIN.lastIndex);
      pos = PLAIN.lastIndex;
      const ch = text[pos];
      if (ch === '"') {
        pos++;
        return out;
      }
      if (ch === '\\') {
        const e = text[pos + 1];
        if (e === 'u') {
          const hex = text.slice(pos + 2, pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
          out += String.fromCharCode(parseInt(hex, 16));
          pos += 6;
        } else if (e !== undefined && ESCAPES[e] !== undefined) {
          out += ESCAPES[e];
          pos += 2;
        } else {
          pos++;
          fail('bad escape');
        }
        continue;
      }
      if (ch === undefined) fail('unterminated string');
      fail('control character in string');
    }
  };

  /** Past the first quote after `from` that no backslash escapes (-1: none). */
  const stringEnd = (from: number): number => {
    let q = text.indexOf('"', from);
    while (q !== -1) {
      let slashes = 0;
      while (text.charCodeAt(q - 1 - slashes) === 92) slashes++;
      if (slashes % 2 === 0) return q + 1;
      q = text.indexOf('"', q + 1);
    }
    return -1;
  };

  const num = (): number | JsonNumber => {
    NUMBER.lastIndex = pos;
    const m = NUMBER.exec(text);
    if (!m) return fail('unexpected token');
    pos = NUMBER.lastIndex;
    const n = Number(m[0]);
    return Number.isInteger(n) && !Number.isSafeInteger(n) ? new JsonNumber(m[0]) : n;
  };

  const value = (depth: number): unknown => {
    ws();
    const ch = text[pos];
    if (ch === '"') return str();
    if (ch === '{' || ch === '[') {
      if (depth >= maxDepth) throw new JsonTextError(`nests deeper than ${maxDepth} levels`, 'depth');
      return ch === '{' ? object(depth + 1) : array(depth + 1);
    }
    if (ch === 't') return expect('true', true);
    if (ch === 'f') return expect('false', false);
    if (ch === 'n') return expect('null', null);
    return num();
  };

  const object = (depth: number): Record<string, unknown> => {
    pos++;
    const out: Record<string, unknown> = {};
    ws();
    if (text[pos] === '}') {
      pos++;
      return out;
    }
    for (;;) {
      ws();
      if (text[pos] !== '"') fail('expected a property name');
      const key = str();
      ws();
      if (text[pos] !== ':') fail('expected ":"');
      pos++;
      const v = value(depth);
      // A plain assignment of "__proto__" would replace the prototype instead of adding a key.
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      ws();
      if (text[pos] === ',') {
        pos++;
        continue;
      }
      if (text[pos] === '}') {
        pos++;
        return out;
      }
      fail('expected "," or "}"');
    }
  };

  const array = (depth: number): unknown[] => {
    pos++;
    const out: unknown[] = [];
    ws();
    if (text[pos] === ']') {
      pos++;
      return out;
    }
    for (;;) {
      out.push(value(depth));
      ws();
      if (text[pos] === ',') {
        pos++;
        continue;
      }
      if (text[pos] === ']') {
        pos++;
        return out;
      }
      fail('expected "," or "]"');
    }
  };

  const result = value(0);
  ws();
  if (pos < text.length) fail('unexpected text after the JSON value');
  return result;
}

/**
 * The exact integer a JSON number's text denotes ("9007199254740993", "1.5e3", "2.0"), or
 * undefined when it has a fractional part. Exponents beyond any 64-bit value give a value
 * just past the int64/uint64 range rather than a gigantic BigInt.
 */
export function exactInteger(text: string): bigint | undefined {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m || !(m[2] || m[3])) return undefined;
  const [, sign = '', int = '', frac = '', expText = '0'] = m;
  let digits = (int + frac).replace(/^0+/, '');
  if (!digits) return 0n;
  let exp = Number(expText) - frac.length;
  while (exp < 0 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    exp++;
  }
  if (exp < 0) return undefined;
  if (digits.length + exp > 40) return (sign ? -1n : 1n) * 10n ** 40n; // out of every integer range
  const n = BigInt(digits) * 10n ** BigInt(exp);
  return sign ? -n : n;
}

// Fuzzing support, HTTP/JSON side: mutations of a valid proto3 JSON request (wrong types, unknown
// fields, nulls, huge numbers, deep nesting, bad base64, timestamps, durations and field masks,
// broken JSON text) and of its URL (bad percent-encoding in path variables and query parameters).
import type { Route } from '../server/http/routes.js';
import type { Rng } from './fuzz-protobuf.testkit.js';

type Json = unknown;

/** Raw JSON text a JSON value cannot express (huge numbers, deep nesting), spliced in after stringify. */
const RAW = [
  '1e400',
  '-1e400',
  '99999999999999999999999999',
  '9007199254740993',
  '-9223372036854775809',
  '18446744073709551616',
  '1.5',
  '-0',
  '1E-400',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '"\\ud800"',
  '"\\u0000"',
];

const BAD_VALUES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  2147483648,
  1.5,
  '',
  'NOT_AN_ENUM_VALUE',
  'not base64!!',
  '====',
  'QQ',
  '2020-13-45T25:61:61Z',
  '0000-00-00T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '1.5',
  '-315576000001s',
  '1e400s',
  's',
  'a,,b.,',
  'x'.repeat(70_000),
  'NaN',
  'Infinity',
  [],
  [null],
  {},
  { '@type': 'type.googleapis.com/nothing.Here' },
  { unknownField: 1 },
  [[[[[]]]]],
];

interface Mutated {
  /** The value with RAW sentinels still in it. */
  value: Json;
  how: string;
}

const sentinel = (i: number) => `\u0001RAW${i}\u0001`;

/** Replaces one random node (or adds/removes a key) somewhere in `json`. */
export function mutateJson(json: Json, rng: Rng): Mutated {
  const nodes: { parent: Record<string, Json> | Json[]; key: string | number }[] = [];
  const walk = (v: Json) => {
    if (Array.isArray(v)) v.forEach((x, i) => (nodes.push({ parent: v, key: i }), walk(x)));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        nodes.push({ parent: v as Record<string, Json>, key: k });
        walk(x);
      }
  };
  const copy = structuredClone(json);
  walk(copy);
  const replacement = (): [Json, string] => {
    if (rng.chance(0.25)) {
      const i = rng.int(RAW.length);
      return [sentinel(i), `raw:${(RAW[i] as string).slice(0, 20)}`];
    }
    const v = rng.pick(BAD_VALUES);
    return [v, `value:${JSON.stringify(v).slice(0, 20)}`];
  };
  const target = nodes.length ? rng.pick(nodes) : undefined;
  const op = rng.int(4);
  if (!target || op === 0) {
    if (copy && typeof copy === 'object' && !Array.isArray(copy)) {
      const [v, how] = replacement();
      const key = rng.pick(['unknownField', 'context', 'fieldMask', '__proto__', 'constructor']);
      Object.defineProperty(copy, key, { value: v, enumerable: true, writable: true, configurable: true });
      return { value: copy, how: `add-key ${how}` };
    }
    const [v, how] = replacement();
    return { value: v, how: `root ${how}` };
  }
  if (op === 1 && !Array.isArray(target.parent)) {
    delete (target.parent as Record<string, Json>)[target.key as string];
    return { value: copy, how: `remove ${target.key}` };
  }
  const [v, how] = replacement();
  (target.parent as Record<string | number, Json>)[target.key] = v;
  return { value: copy, how: `set ${target.key} ${how}` };
}

/** JSON text for a mutated value: sentinels become their raw text; sometimes the text itself is broken. */
export function jsonText(m: Mutated, rng: Rng): { text: string; how: string } {
  let text = JSON.stringify(m.value) ?? 'null';
  text = text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_s, i: string) => RAW[Number(i)] as string);
  if (rng.chance(0.1)) {
    const cut = rng.int(text.length + 1);
    return { text: text.slice(0, cut), how: `${m.how} truncated@${cut}` };
  }
  if (rng.chance(0.05)) {
    const at = rng.int(text.length + 1);
    const junk = rng.pick(['\u0000', '}', ',', '"', '\\', 'x', '\ud800', '//']);
    return { text: text.slice(0, at) + junk + text.slice(at), how: `${m.how} junk@${at}` };
  }
  return { text, how: m.how };
}

const BAD_SEGMENTS = ['%', '%zz', '%00', '%C0%80', '%ED%A0%80', '%FF', 'a%2Fb', '..', '%2e%2e', 'x'.repeat(5000)];

/** The request's URL path for `route`, path variables taken from `json` or replaced by bad encodings. */
export function routePath(route: Route, json: Json, rng: Rng): { path: string; how: string } {
  let how = '';
  const path = route.template.source.replace(/\{([^}=]+)(?:=[^}]*)?\}/g, (_m, fieldPath: string) => {
    if (rng.chance(0.3)) {
      const bad = rng.pick(BAD_SEGMENTS);
      how += ` path:${bad.slice(0, 12)}`;
      return bad;
    }
    const v = lookup(json, fieldPath);
    return encodeURIComponent(typeof v === 'string' || typeof v === 'number' ? String(v) : 'x');
  });
  return { path, how };
}

function lookup(json: Json, snakePath: string): Json {
  let v: Json = json;
  for (const part of snakePath.split('.')) {
    if (!v || typeof v !== 'object') return undefined;
    const camel = part.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
    const o = v as Record<string, Json>;
    v = o[camel] ?? o[part];
  }
  return v;
}

/** Query parameters for a body-less route: the JSON flattened, with the occasional bad key or encoding. */
export function queryString(json: Json, rng: Rng): string {
  const parts: string[] = [];
  const flat = (v: Json, prefix: string) => {
    if (Array.isArray(v)) for (const x of v) flat(x, prefix);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) flat(x, prefix ? `${prefix}.${k}` : k);
    else if (prefix) parts.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(v))}`);
  };
  flat(json, '');
  if (rng.chance(0.2)) parts.push(rng.pick(['%zz=1', 'a=%', 'context.gkScopeId.value=%00', '=', '&&', 'x.y.z=1']));
  return parts.length ? `?${parts.join('&')}` : '';
}

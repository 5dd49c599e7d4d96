// The well-known types whose JSON form is not an object of their fields: Timestamp, Duration,
// the wrappers, FieldMask, Struct/Value/ListValue and Any.
import protobuf from 'protobufjs';
import { JsonNumber } from './json-text.js';
import { snakeOf, wktField } from './names.js';
import { MAX_DEPTH, isPlainObject, type WktParser } from './parse-context.js';
import { parseScalar } from './scalars.js';
import { parseDuration, parseTimestamp } from './time-format.js';

const WRAPPERS: Record<string, string> = {
  DoubleValue: 'double',
  FloatValue: 'float',
  Int64Value: 'int64',
  UInt64Value: 'uint64',
  Int32Value: 'int32',
  UInt32Value: 'uint32',
  BoolValue: 'bool',
  StringValue: 'string',
  BytesValue: 'bytes',
};

const timeParser =
  (parse: (s: string) => { seconds: string; nanos: number } | string, what: string): WktParser =>
  (_type, json, path, ctx) => {
    if (typeof json !== 'string') {
      ctx.add(path, `must be a string (${what})`, 'INVALID_FORMAT', json);
      return undefined;
    }
    const r = parse(json);
    if (typeof r === 'string') {
      ctx.add(path, r, 'INVALID_FORMAT', json);
      return undefined;
    }
    return { ...r };
  };

const wrapper =
  (scalar: string): WktParser =>
  (type, json, path, ctx) => {
    const r = parseScalar(scalar, json);
    if (!r.ok) {
      ctx.add(path, r.error.message, r.error.violation, json);
      return undefined;
    }
    return { [wktField(type, 'value').name]: r.value };
  };

const fieldMask: WktParser = (type, json, path, ctx) => {
  if (typeof json !== 'string') {
    ctx.add(path, 'must be a comma-separated string of field paths (FieldMask)', 'INVALID_FORMAT', json);
    return undefined;
  }
  const paths = json
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('.').map(snakeOf).join('.'));
  return { [wktField(type, 'paths').name]: paths };
};

const struct: WktParser = (type, json, path, ctx, depth, parseMessage) => {
  if (!isPlainObject(json)) {
    ctx.add(path, 'must be a JSON object (Struct)', 'INVALID_FORMAT', json);
    return undefined;
  }
  const valueType = wktField(type, 'fields').resolve().resolvedType as protobuf.Type;
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(json))
    fields[k] = value(valueType, v, `${path}.${k}`, ctx, depth + 1, parseMessage);
  return { [wktField(type, 'fields').name]: fields };
};

const listValue: WktParser = (type, json, path, ctx, depth, parseMessage) => {
  if (!Array.isArray(json)) {
    ctx.add(path, 'must be a JSON array (ListValue)', 'INVALID_FORMAT', json);
    return undefined;
  }
  const valuesField = wktField(type, 'values').resolve();
  const valueType = valuesField.resolvedType as protobuf.Type;
  return { [valuesField.name]: json.map((v, i) => value(valueType, v, `${path}[${i}]`, ctx, depth + 1, parseMessage)) };
};

const value: WktParser = (type, json, path, ctx, depth, parseMessage) => {
  const set = (snake: string, v: unknown) => ({ [wktField(type, snake).name]: v });
  if (depth > MAX_DEPTH) {
    ctx.add(path, `nests deeper than ${MAX_DEPTH} levels`, 'OUT_OF_RANGE');
    return undefined;
  }
  if (json === null) return set('null_value', 'NULL_VALUE');
  if (typeof json === 'number') return set('number_value', json);
  if (json instanceof JsonNumber) return set('number_value', json.value);
  if (typeof json === 'string') return set('string_value', json);
  if (typeof json === 'boolean') return set('bool_value', json);
  const sub = (snake: string) => wktField(type, snake).resolve().resolvedType as protobuf.Type;
  if (Array.isArray(json)) return set('list_value', listValue(sub('list_value'), json, path, ctx, depth, parseMessage));
  if (isPlainObject(json))
    return set('struct_value', struct(sub('struct_value'), json, path, ctx, depth, parseMessage));
  ctx.add(path, 'must be a JSON value', 'INVALID_FORMAT');
  return undefined;
};

/** Any: {"@type": "type.googleapis.com/pkg.Msg", ...fields} or {"@type": ..., "value": <wkt json>}. */
const any: WktParser = (type, json, path, ctx, depth, parseMessage) => {
  if (!isPlainObject(json) || typeof json['@type'] !== 'string') {
    ctx.add(path, 'must be a JSON object with an "@type" (Any)', 'INVALID_FORMAT', json);
    return undefined;
  }
  const url = json['@type'];
  const inner = lookupType(type, url.slice(url.lastIndexOf('/') + 1));
  if (!inner) {
    ctx.add(`${path}.@type`, `names a type this server does not know: ${url}`, 'INVALID_FORMAT', url);
    return undefined;
  }
  const { '@type': _ignored, ...rest } = json;
  const body = WKT_PARSERS[inner.fullName] ? rest['value'] : rest;
  const parsed = parseMessage(inner, body, path, ctx, depth + 1);
  if (!parsed) return undefined;
  const bytes = inner.encode(inner.fromObject(parsed)).finish();
  return { [wktField(type, 'type_url').name]: url, [wktField(type, 'value').name]: Buffer.from(bytes) };
};

function lookupType(from: protobuf.Type, name: string): protobuf.Type | undefined {
  try {
    const t = from.root.lookup(name.startsWith('.') ? name : `.${name}`);
    return t instanceof protobuf.Type ? t : undefined;
  } catch {
    return undefined;
  }
}

export const WKT_PARSERS: Record<string, WktParser> = {
  '.google.protobuf.Timestamp': timeParser(parseTimestamp, 'RFC 3339 timestamp'),
  '.google.protobuf.Duration': timeParser(parseDuration, 'duration such as "1.5s"'),
  '.google.protobuf.FieldMask': fieldMask,
  '.google.protobuf.Struct': struct,
  '.google.protobuf.ListValue': listValue,
  '.google.protobuf.Value': value,
  '.google.protobuf.Any': any,
  ...Object.fromEntries(
    Object.entries(WRAPPERS).map(([name, scalar]) => [`.google.protobuf.${name}`, wrapper(scalar)]),
  ),
};

// A decoded protobufjs message -> proto3 JSON: lowerCamelCase names, int64 as strings, enums by
// name, bytes as base64, well-known types in their JSON forms. A field is written when it is set
// on the message (for a decoded message: when it was on the wire), so an enum or number the
// handler set to zero on purpose still shows; unset fields and empty lists/maps are left out.
import protobuf from 'protobufjs';
import { fieldJsonName, jsonNameOf, wktField } from './names.js';
import { bytesJson, doubleJson, float32Json, isLongType, longJson } from './scalars.js';
import { formatDuration, formatTimestamp } from './time-format.js';

type Msg = Record<string, unknown>;
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export function toJson(type: protobuf.Type, message: protobuf.Message | Msg): Record<string, unknown> {
  return messageJson(type, message as unknown as Msg) as Record<string, unknown>;
}

// A type's full name is worked out on every read (protobufjs walks up its parents): look once.
const formatters = new WeakMap<protobuf.Type, Formatter | null>();
function formatterOf(type: protobuf.Type): Formatter | null {
  let f = formatters.get(type);
  if (f === undefined) {
    f = WKT_FORMATTERS[type.fullName] ?? null;
    formatters.set(type, f);
  }
  return f;
}

function messageJson(type: protobuf.Type, msg: Msg): unknown {
  const wkt = formatterOf(type);
  if (wkt) return wkt(type, msg);
  const out: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    field.resolve();
    const v = msg[field.name];
    if (v === undefined || v === null) continue;
    if (field.map) {
      const entries = Object.entries(v as Msg);
      if (entries.length)
        out[fieldJsonName(field)] = Object.fromEntries(entries.map(([k, x]) => [k, singleJson(field, x)]));
    } else if (field.repeated) {
      const list = v as unknown[];
      if (list.length) out[fieldJsonName(field)] = list.map((x) => singleJson(field, x));
    } else if (own(msg, field.name)) {
      out[fieldJsonName(field)] = singleJson(field, v);
    }
  }
  return out;
}

function singleJson(field: protobuf.FieldBase, v: unknown): unknown {
  const rt = field.resolvedType;
  if (rt instanceof protobuf.Type) return messageJson(rt, v as Msg);
  if (rt instanceof protobuf.Enum) return enumJson(rt, v);
  return scalarJson(field.type, v);
}

function enumJson(e: protobuf.Enum, v: unknown): unknown {
  if (e.name === 'NullValue' && e.fullName === '.google.protobuf.NullValue') return null;
  if (typeof v === 'string') return v;
  return e.valuesById[v as number] ?? v;
}

function scalarJson(type: string, v: unknown): unknown {
  if (isLongType(type)) return longJson(v);
  if (type === 'bytes') return bytesJson(v);
  // A handler's float, printed unencoded, is first rounded as the wire would round it.
  if (type === 'float') return float32Json(Math.fround(Number(v)));
  if (type === 'double') return doubleJson(Number(v));
  return v;
}

type Formatter = (type: protobuf.Type, msg: Msg) => unknown;

const num = (v: unknown): number => (v === undefined || v === null ? 0 : Number(longJson(v)));
const big = (v: unknown): bigint => (v === undefined || v === null ? 0n : BigInt(longJson(v)));

const WRAPPER_SCALARS: Record<string, string> = {
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
const WRAPPER_DEFAULTS: Record<string, unknown> = { bool: false, string: '', bytes: '' };

const wrapperFormatter =
  (scalar: string): Formatter =>
  (type, msg) => {
    const v = msg[wktField(type, 'value').name];
    return v === undefined || v === null ? (WRAPPER_DEFAULTS[scalar] ?? scalarJson(scalar, 0)) : scalarJson(scalar, v);
  };

function valueJson(type: protobuf.Type, msg: Msg): unknown {
  for (const f of type.fieldsArray) {
    const v = msg[f.name];
    if (v === undefined || v === null || !own(msg, f.name)) continue;
    return singleJson(f.resolve(), v);
  }
  return null;
}

function anyJson(type: protobuf.Type, msg: Msg): unknown {
  const url = String(msg[wktField(type, 'type_url').name] ?? '');
  const bytes = msg[wktField(type, 'value').name] as Uint8Array | undefined;
  let inner: protobuf.Type | undefined;
  try {
    const found = type.root.lookup(`.${url.slice(url.lastIndexOf('/') + 1)}`);
    inner = found instanceof protobuf.Type ? found : undefined;
  } catch {
    inner = undefined;
  }
  if (!url) return {};
  if (!inner) return { '@type': url, value: bytesJson(bytes ?? new Uint8Array()) };
  const body = messageJson(inner, inner.decode(bytes ?? new Uint8Array()) as unknown as Msg);
  return WKT_FORMATTERS[inner.fullName] ? { '@type': url, value: body } : { '@type': url, ...(body as Msg) };
}

const WKT_FORMATTERS: Record<string, Formatter> = {
  '.google.protobuf.Timestamp': (_t, m) => formatTimestamp(num(m['seconds']), num(m['nanos'])),
  '.google.protobuf.Duration': (_t, m) => formatDuration(big(m['seconds']), num(m['nanos'])),
  '.google.protobuf.FieldMask': (t, m) =>
    ((m[wktField(t, 'paths').name] as string[] | undefined) ?? [])
      .map((p) => p.split('.').map(jsonNameOf).join('.'))
      .join(','),
  '.google.protobuf.Struct': (t, m) => {
    const f = wktField(t, 'fields').resolve();
    const entries = Object.entries((m[f.name] as Msg | undefined) ?? {});
    return Object.fromEntries(entries.map(([k, v]) => [k, valueJson(f.resolvedType as protobuf.Type, v as Msg)]));
  },
  '.google.protobuf.ListValue': (t, m) => {
    const f = wktField(t, 'values').resolve();
    return ((m[f.name] as Msg[] | undefined) ?? []).map((v) => valueJson(f.resolvedType as protobuf.Type, v));
  },
  '.google.protobuf.Value': valueJson,
  '.google.protobuf.Any': anyJson,
  ...Object.fromEntries(
    Object.entries(WRAPPER_SCALARS).map(([name, scalar]) => [`.google.protobuf.${name}`, wrapperFormatter(scalar)]),
  ),
};

// Proto3 JSON -> an object `Type.fromObject()` accepts. Strict: every unknown field, type mismatch,
// bad enum name or second member of a oneof is a field violation naming the snake_case path, and
// all of them are reported together as one INVALID_ARGUMENT.
import protobuf from 'protobufjs';
import { invalidArgument } from '../rpc/errors.js';
import { fieldByAnyName, joinPath, realOneof } from './names.js';
import { MAX_DEPTH, ParseContext, isPlainObject, type WktParser } from './parse-context.js';
import { parseScalar } from './scalars.js';
import { WKT_PARSERS } from './wkt-parse.js';

// A type's full name is worked out on every read (protobufjs walks up its parents): look once.
const wktParsers = new WeakMap<protobuf.Type, WktParser | null>();
function wktParserOf(type: protobuf.Type): WktParser | null {
  let p = wktParsers.get(type);
  if (p === undefined) {
    p = WKT_PARSERS[type.fullName] ?? null;
    wktParsers.set(type, p);
  }
  return p;
}

/**
 * Parses proto3 JSON for `type`. `fieldPath` prefixes every violation's field (for a body bound
 * to one field of the request). Throws RpcError INVALID_ARGUMENT listing every violation.
 */
export function parseJson(
  type: protobuf.Type,
  json: unknown,
  fieldPath = '',
  opts: { ignoreUnknownFields?: boolean } = {},
): Record<string, unknown> {
  const ctx = new ParseContext(opts.ignoreUnknownFields);
  const out = parseMessage(type, json, fieldPath, ctx, 0);
  if (ctx.violations.length) throw invalidArgument(ctx.violations);
  return out ?? {};
}

/** Any message type, well-known ones included; undefined when it reported a violation. */
export function parseMessage(
  type: protobuf.Type,
  json: unknown,
  path: string,
  ctx: ParseContext,
  depth: number,
): Record<string, unknown> | undefined {
  if (depth > MAX_DEPTH) {
    ctx.add(path, `nests deeper than ${MAX_DEPTH} levels`, 'OUT_OF_RANGE');
    return undefined;
  }
  const wkt = wktParserOf(type);
  if (wkt) return wkt(type, json, path, ctx, depth, parseMessage);
  if (!isPlainObject(json)) {
    ctx.add(path, `must be a JSON object (${type.name})`, 'INVALID_FORMAT', json);
    return undefined;
  }
  const out: Record<string, unknown> = {};
  const seen = new Map<string, string>(); // proto field name -> key used
  const oneofs = new Map<string, string>(); // oneof name -> member set
  for (const [key, value] of Object.entries(json)) {
    const field = fieldByAnyName(type, key);
    if (!field) {
      if (ctx.ignoreUnknownFields) continue;
      ctx.add(joinPath(path, key), `is not a field of ${type.fullName.slice(1)}`, 'OTHER');
      continue;
    }
    const fieldPath = joinPath(path, field.name);
    const other = seen.get(field.name);
    if (other !== undefined) {
      ctx.add(fieldPath, `is given twice (as "${other}" and "${key}")`, 'FIELD_CONFLICT');
      continue;
    }
    seen.set(field.name, key);
    if (value === null && !acceptsNull(field)) continue; // null means absent
    const oneof = realOneof(field);
    if (oneof) {
      const set = oneofs.get(oneof.name);
      if (set !== undefined) {
        ctx.add(
          fieldPath,
          `cannot be set together with ${joinPath(path, set)} (one of "${oneof.name}")`,
          'FIELD_CONFLICT',
        );
        continue;
      }
      oneofs.set(oneof.name, field.name);
    }
    const parsed = parseField(field, value, fieldPath, ctx, depth);
    if (parsed !== undefined) out[field.name] = parsed;
  }
  return out;
}

function parseField(field: protobuf.Field, json: unknown, path: string, ctx: ParseContext, depth: number): unknown {
  field.resolve();
  if (field.map) return parseMap(field as unknown as protobuf.MapField, json, path, ctx, depth);
  if (field.repeated) {
    if (!Array.isArray(json)) {
      ctx.add(path, 'must be a JSON array', 'INVALID_FORMAT', json);
      return undefined;
    }
    const out: unknown[] = [];
    json.forEach((item, i) => {
      const itemPath = `${path}[${i}]`;
      if (item === null) ctx.add(itemPath, 'must not be null', 'INVALID_FORMAT');
      else {
        const v = parseSingle(field, item, itemPath, ctx, depth);
        if (v !== undefined) out.push(v);
      }
    });
    return out;
  }
  return parseSingle(field, json, path, ctx, depth);
}

function parseMap(field: protobuf.MapField, json: unknown, path: string, ctx: ParseContext, depth: number): unknown {
  if (!isPlainObject(json)) {
    ctx.add(path, 'must be a JSON object (map)', 'INVALID_FORMAT', json);
    return undefined;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const entryPath = joinPath(path, key);
    let mapKey = key;
    if (field.keyType !== 'string') {
      const k = parseScalar(field.keyType, key);
      if (!k.ok) {
        ctx.add(entryPath, `has a key that ${k.error.message}`, k.error.violation, key);
        continue;
      }
      mapKey = String(k.value);
    }
    if (value === null) {
      ctx.add(entryPath, 'must not be null', 'INVALID_FORMAT');
      continue;
    }
    const v = parseSingle(field, value, entryPath, ctx, depth);
    if (v !== undefined) out[mapKey] = v;
  }
  return out;
}

function parseSingle(
  field: protobuf.FieldBase,
  json: unknown,
  path: string,
  ctx: ParseContext,
  depth: number,
): unknown {
  const rt = field.resolvedType;
  if (rt instanceof protobuf.Type) return parseMessage(rt, json, path, ctx, depth + 1);
  if (rt instanceof protobuf.Enum) return parseEnum(rt, json, path, ctx);
  const r = parseScalar(field.type, json);
  if (!r.ok) {
    ctx.add(path, r.error.message, r.error.violation, json);
    return undefined;
  }
  return r.value;
}

/** Enums by name, or by number (also as a numeric string, as query parameters send it). */
function parseEnum(e: protobuf.Enum, json: unknown, path: string, ctx: ParseContext): string | undefined {
  if (json === null && e.fullName === '.google.protobuf.NullValue') return 'NULL_VALUE';
  if (typeof json === 'string' && Object.prototype.hasOwnProperty.call(e.values, json)) return json;
  const n = typeof json === 'number' ? json : typeof json === 'string' && /^-?\d+$/.test(json) ? Number(json) : NaN;
  const name = Number.isInteger(n) ? e.valuesById[n] : undefined;
  if (name !== undefined) return name;
  ctx.add(path, `must be one of ${Object.keys(e.values).join(', ')}`, 'INVALID_FORMAT', json);
  return undefined;
}

function acceptsNull(field: protobuf.Field): boolean {
  const t = field.resolvedType;
  return (
    !field.repeated &&
    !field.map &&
    !!t &&
    (t.fullName === '.google.protobuf.Value' || t.fullName === '.google.protobuf.NullValue')
  );
}

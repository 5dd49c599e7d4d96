// Field naming for the proto3 JSON mapping: lowerCamelCase JSON names, and a per-type lookup that
// accepts both the proto name (snake_case) and the JSON name for every field.
import type protobuf from 'protobufjs';

/** protoc's JSON name: drop each `_` and upper-case the character after it. */
export function jsonNameOf(protoName: string): string {
  let out = '';
  let upper = false;
  for (const ch of protoName) {
    if (ch === '_') {
      upper = true;
      continue;
    }
    out += upper ? ch.toUpperCase() : ch;
    upper = false;
  }
  return out;
}

/** `fooBar` -> `foo_bar` (FieldMask paths arrive in lowerCamelCase). */
export function snakeOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

const jsonNames = new WeakMap<protobuf.Field, string>();

/** The JSON name of a field: its `json_name` option when given, else the lowerCamelCase form. */
export function fieldJsonName(field: protobuf.Field): string {
  let name = jsonNames.get(field);
  if (name === undefined) {
    const custom = field.options?.['json_name'];
    name = typeof custom === 'string' && custom ? custom : jsonNameOf(field.name);
    jsonNames.set(field, name);
  }
  return name;
}

const lookups = new WeakMap<protobuf.Type, Map<string, protobuf.Field>>();

/** Finds a field of `type` by proto name or JSON name. */
export function fieldByAnyName(type: protobuf.Type, name: string): protobuf.Field | undefined {
  let map = lookups.get(type);
  if (!map) {
    map = new Map();
    for (const f of type.fieldsArray) {
      map.set(f.name, f);
      map.set(fieldJsonName(f), f);
    }
    lookups.set(type, map);
  }
  return map.get(name);
}

/** Well-known types bundled by protobufjs use camelCase field names; ours use snake_case. */
export function wktField(type: protobuf.Type, snakeName: string): protobuf.Field {
  const f = fieldByAnyName(type, snakeName) ?? fieldByAnyName(type, jsonNameOf(snakeName));
  if (!f) throw new Error(`${type.fullName} has no field ${snakeName}`);
  return f;
}

/** The oneof a field belongs to, ignoring the synthetic ones proto3 `optional` creates. */
export function realOneof(field: protobuf.Field): protobuf.OneOf | undefined {
  const o = field.partOf;
  if (!o) return undefined;
  const synthetic = o.fieldsArray.length === 1 && o.name === `_${field.name}`;
  return synthetic ? undefined : o;
}

export const joinPath = (base: string, name: string): string => (base ? `${base}.${name}` : name);

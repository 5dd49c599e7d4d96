// Finds the fields of a handler's response that its proto message does not define. The wire drops
// such a field without a word (proto-loader serializes known fields only), so a misspelled
// response field would otherwise pass every test that does not read it back. The dispatcher runs
// this under tests; the type-check catches the same only where a handler declares its Reply type.
import protobuf from 'protobufjs';

/** Types whose proto-loader objects are not a plain object of their fields. */
const OPAQUE = new Set(['.google.protobuf.Any']);

const MAX_DEPTH = 100;

/**
 * The paths (`details.call_parties[0].party_typ`, `custom.key.field`) of every field in `value`
 * that `type` does not define, looking into nested messages, repeated fields and maps. A key
 * naming a oneof (proto-loader's `oneofs: true` virtual field) is allowed.
 */
export function unknownFields(type: protobuf.Type, value: unknown): string[] {
  const out: string[] = [];
  walk(type, value, '', out, 0);
  return out;
}

function walk(type: protobuf.Type, value: unknown, path: string, out: string[], depth: number): void {
  if (depth > MAX_DEPTH || !isPlainObject(value) || OPAQUE.has(type.fullName)) return;
  for (const [key, v] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const field = type.fields[key];
    if (!field) {
      if (!type.oneofs?.[key]) out.push(here);
      continue;
    }
    const sub = field.resolve().resolvedType;
    if (!(sub instanceof protobuf.Type) || v === null || v === undefined) continue;
    if (field.map) {
      if (isPlainObject(v)) for (const [k, item] of Object.entries(v)) walk(sub, item, `${here}.${k}`, out, depth + 1);
    } else if (field.repeated) {
      if (Array.isArray(v)) v.forEach((item, i) => walk(sub, item, `${here}[${i}]`, out, depth + 1));
    } else {
      walk(sub, v, here, out, depth + 1);
    }
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || Buffer.isBuffer(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

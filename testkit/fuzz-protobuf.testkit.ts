// Fuzzing support, protobuf side: a seeded random source, a generator of plausible request
// messages for any protobufjs type (so each RPC's handler is reached, not just its decoder), and
// byte-level mutations of a valid encoding (wrong wire types, truncation, oversized varints,
// random field numbers, huge lengths, invalid UTF-8, deep nesting, random enum values, bit flips).
import protobuf from 'protobufjs';

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

/** IDs that exist on the server under test, so generated requests reach real rows. */
export interface KnownIds {
  scopeId: string;
  engagementId: string;
  sessionId: string;
  others: string[];
}

const STRINGS = [
  '',
  'a',
  'ContactCenterDefault',
  '+12125550101',
  '*',
  'é🙂',
  'creation_timestamp desc',
  "x' OR '1'='1",
  '..%2F..',
  '00000000-0000-0000-0000-000000000000',
];

export interface GenOptions {
  rng: Rng;
  ids: KnownIds;
}

/** A random request object (protobufjs fromObject shape) for `type`, context filled from known IDs. */
export function genMessage(type: protobuf.Type, o: GenOptions, depth = 0): Record<string, unknown> {
  const { rng } = o;
  const out: Record<string, unknown> = {};
  if (type.fullName === '.nuance.biosec.v1.Context') {
    out.gk_scope_id = { value: rng.chance(0.95) ? o.ids.scopeId : rng.uuid() };
    if (rng.chance(0.6)) out.gk_engagement_id = { value: rng.chance(0.8) ? o.ids.engagementId : rng.uuid() };
    if (rng.chance(0.6)) out.gk_session_id = { value: rng.chance(0.8) ? o.ids.sessionId : rng.uuid() };
    if (rng.chance(0.3)) out.configset_id = rng.pick(['ContactCenterDefault', 'cfg', '']);
    return out;
  }
  const usedOneofs = new Set<string>();
  for (const field of type.fieldsArray) {
    field.resolve();
    if (field.name !== 'context' && !rng.chance(depth > 3 ? 0.2 : 0.6)) continue;
    const oneof = field.partOf;
    if (oneof && oneof.oneof.length > 1) {
      if (usedOneofs.has(oneof.name)) continue;
      usedOneofs.add(oneof.name);
    }
    if (field.map) {
      const n = rng.int(3);
      const m: Record<string, unknown> = {};
      for (let i = 0; i < n; i++)
        m[
          String((field as unknown as protobuf.MapField).keyType === 'string' ? rng.pick(STRINGS) || 'k' : rng.int(100))
        ] = genValue(field, o, depth);
      out[field.name] = m;
    } else if (field.repeated) {
      out[field.name] = Array.from({ length: rng.int(3) }, () => genValue(field, o, depth));
    } else {
      out[field.name] = genValue(field, o, depth);
    }
  }
  return out;
}

function genValue(field: protobuf.FieldBase, o: GenOptions, depth: number): unknown {
  const { rng } = o;
  const rt = field.resolvedType;
  if (rt instanceof protobuf.Enum) {
    const names = Object.keys(rt.values);
    return rng.pick(names);
  }
  if (rt instanceof protobuf.Type) {
    const extreme = rng.chance(0.15);
    switch (rt.fullName) {
      case '.google.protobuf.Timestamp':
        return extreme
          ? {
              seconds: rng.pick(['-62135596801', '253402300800', '9223372036854775807', '-1']),
              nanos: rng.pick([-1, 1e9, 2147483647, 0]),
            }
          : { seconds: 1_700_000_000 + rng.int(100_000_000) - 50_000_000, nanos: rng.int(1e9) };
      case '.google.protobuf.Duration':
        return extreme
          ? {
              seconds: rng.pick(['-9223372036854775808', '315576000001', '-1']),
              nanos: rng.pick([-1, 1e9, -2147483648]),
            }
          : { seconds: rng.int(10_000), nanos: rng.int(1e9) };
      case '.google.protobuf.FieldMask':
        return { paths: Array.from({ length: rng.int(3) }, () => rng.pick(['details', 'custom_data', 'x.y', ''])) };
      case '.nuance.biosec.v1.UniqueId':
        return { value: rng.pick([o.ids.scopeId, o.ids.engagementId, o.ids.sessionId, ...o.ids.others, rng.uuid()]) };
    }
    if (depth > 6) return {};
    return genMessage(rt, o, depth + 1);
  }
  if (rng.chance(0.1)) return extremeScalar(field.type, rng);
  switch (field.type) {
    case 'string':
      return field.name.endsWith('_id') && rng.chance(0.5) ? rng.uuid() : rng.pick(STRINGS);
    case 'bytes':
      return Buffer.from(Array.from({ length: rng.int(16) }, () => rng.int(256)));
    case 'bool':
      return rng.chance(0.5);
    case 'double':
    case 'float':
      return rng.pick([0, 1.5, -2, 1e10, 0.001]);
    case 'int64':
    case 'sint64':
    case 'sfixed64':
      return rng.pick(['0', '1', '-1', '9007199254740993', '-9223372036854775808']);
    case 'uint64':
    case 'fixed64':
      return rng.pick(['0', '1', '18446744073709551615']);
    case 'uint32':
    case 'fixed32':
      return rng.pick([0, 1, 8000, 4294967295]);
    default:
      return rng.pick([0, 1, -1, 5, 2147483647, -2147483648]);
  }
}

/** Edge values of each scalar type (what a hostile but well-formed message can carry). */
function extremeScalar(type: string, rng: Rng): unknown {
  switch (type) {
    case 'string':
      return rng.pick(['\u0000', 'x'.repeat(5000), '\ud800', '%', '\\', ' '.repeat(300)]);
    case 'bytes':
      return Buffer.alloc(rng.pick([0, 70_000]), 0xff);
    case 'bool':
      return true;
    case 'double':
    case 'float':
      return rng.pick([NaN, Infinity, -Infinity, -0, 1e308, 5e-324, 3.5e38]);
    case 'int64':
    case 'sint64':
    case 'sfixed64':
      return rng.pick(['9223372036854775807', '-9223372036854775808', '-1']);
    case 'uint64':
    case 'fixed64':
      return '18446744073709551615';
    case 'uint32':
    case 'fixed32':
      return 4294967295;
    default:
      return rng.pick([2147483647, -2147483648, -1]);
  }
}

// ---- byte-level mutations ----

function varint(n: bigint): number[] {
  const out: number[] = [];
  let v = BigInt.asUintN(64, n);
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v) b |= 0x80;
    out.push(b);
  } while (v);
  return out;
}
const tag = (fieldNo: number, wireType: number) => varint((BigInt(fieldNo) << 3n) | BigInt(wireType));

function knownField(type: protobuf.Type, rng: Rng): protobuf.Field | undefined {
  return type.fieldsArray.length ? rng.pick(type.fieldsArray) : undefined;
}

export const BYTE_MUTATIONS = [
  'bitflip',
  'truncate',
  'random-field',
  'overlong-varint',
  'huge-length',
  'invalid-utf8',
  'deep-groups',
  'deep-messages',
  'random-enum',
  'wrong-wire-type',
  'random-bytes',
  'oversized-string',
] as const;

/** A mutation of a valid encoding; returns the bytes and the mutation's name (for the report). */
export function mutateBytes(valid: Uint8Array, type: protobuf.Type, rng: Rng): { bytes: Buffer; how: string } {
  const how = rng.pick(BYTE_MUTATIONS);
  const base = Array.from(valid);
  const f = knownField(type, rng);
  const fieldNo = f?.id ?? 1;
  let bytes: number[];
  switch (how) {
    case 'bitflip': {
      bytes = base.length ? base : [0x0a, 0x00];
      const flips = 1 + rng.int(8);
      for (let i = 0; i < flips; i++) {
        const at = rng.int(bytes.length);
        bytes[at] = (bytes[at] as number) ^ (1 << rng.int(8));
      }
      break;
    }
    case 'truncate':
      bytes = base.slice(0, rng.int(base.length + 1));
      break;
    case 'random-field': {
      const wt = rng.int(8);
      const junk = Array.from({ length: rng.int(12) }, () => rng.int(256));
      bytes = [...base, ...tag(1 + rng.int(2 ** 29 - 1), wt), ...junk];
      break;
    }
    case 'overlong-varint':
      bytes = [...base, ...tag(fieldNo, 0), ...Array<number>(10 + rng.int(4)).fill(0xff), 0x01];
      break;
    case 'huge-length':
      bytes = [...base, ...tag(fieldNo, 2), ...varint(BigInt(rng.pick([2 ** 31, 2 ** 32 - 1, 2 ** 62, 1e6]))), 1, 2];
      break;
    case 'invalid-utf8': {
      const s = type.fieldsArray.find((x) => x.type === 'string') ?? f;
      const bad = [0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80];
      bytes = [...base, ...tag(s?.id ?? 1, 2), bad.length, ...bad];
      break;
    }
    case 'deep-groups': {
      const n = rng.pick([100, 5_000, 100_000]);
      const no = 1000 + rng.int(1000);
      const open = tag(no, 3);
      const close = tag(no, 4);
      bytes = [...base];
      for (let i = 0; i < n; i++) bytes.push(...open);
      for (let i = 0; i < n; i++) bytes.push(...close);
      break;
    }
    case 'deep-messages': {
      // A length-delimited field whose body is again the same field, many times over.
      const n = rng.pick([50, 2_000, 20_000]);
      const prefixes: number[][] = [];
      let len = 0;
      for (let i = 0; i < n; i++) {
        const prefix = [...tag(fieldNo, 2), ...varint(BigInt(len))];
        prefixes.push(prefix);
        len += prefix.length;
      }
      bytes = [...base, ...prefixes.reverse().flat()];
      break;
    }
    case 'random-enum': {
      const e = type.fieldsArray.find((x) => x.resolve().resolvedType instanceof protobuf.Enum) ?? f;
      const v = rng.pick([-1n, 2n ** 31n, 999n, BigInt(rng.int(2 ** 31)), -(2n ** 63n)]);
      bytes = [...base, ...tag(e?.id ?? 1, 0), ...varint(v)];
      break;
    }
    case 'wrong-wire-type': {
      const wt = rng.pick([0, 1, 2, 5, 3, 4, 6, 7]);
      bytes = [...base, ...tag(fieldNo, wt), ...Array.from({ length: rng.int(9) }, () => rng.int(256))];
      break;
    }
    case 'oversized-string': {
      const s = type.fieldsArray.find((x) => x.type === 'string') ?? f;
      const len = rng.pick([5_000, 70_000, 1_000_000]);
      const body = Buffer.alloc(len, rng.pick(['A', '\u0000', 'é']));
      return {
        bytes: Buffer.concat([
          Buffer.from(valid),
          Buffer.from(tag(s?.id ?? 1, 2)),
          Buffer.from(varint(BigInt(body.length))),
          body,
        ]),
        how,
      };
    }
    default:
      bytes = Array.from({ length: rng.int(64) }, () => rng.int(256));
  }
  return { bytes: Buffer.from(bytes), how };
}

// Applies the size limits of shared/rpc/limits.ts (the one table, also read by the console's
// contract) to every request, once, at the dispatch edge of both transports. A violation names the
// field's path (`details.custom_data.k`, `call_parties[3]`) and the limit.
import protobuf from 'protobufjs';
import type { FieldViolation } from './errors.js';
import {
  DEFAULT_BYTES,
  DEFAULT_ENTRIES,
  DEFAULT_STRING_CHARS,
  MAX_NESTING,
  limitOf as tableLimitOf,
  type Limit,
} from '../../shared/rpc/limits.js';

export { DEFAULT_BYTES, DEFAULT_STRING_CHARS, FIELD_LIMITS } from '../../shared/rpc/limits.js';

// Looked up once per field (a type's full name is worked out again on every read), not per call.
const limits = new WeakMap<protobuf.Field, Limit>();
function limitOf(type: protobuf.Type, field: protobuf.Field): Limit {
  let limit = limits.get(field);
  if (!limit) {
    limit = tableLimitOf(type.fullName.slice(1), field.name);
    limits.set(field, limit);
  }
  return limit;
}

/**
 * The size on the wire of each message a client sent on a stream (set where gRPC decodes it), for
 * the stream's bytes-in budget (budgets.ts).
 */
export const wireSizes = new WeakMap<object, number>();

/** Marks a gRPC request whose bytes did not decode; the dispatcher answers INVALID_ARGUMENT. */
export class UndecodableRequest {
  constructor(readonly reason: string) {}
}

const MAX_REPORTED = 20;
const shown = (s: string) => (s.length > 64 ? `${s.slice(0, 64)}…` : s);

/** What the check needs of one field, worked out once per message type. */
interface FieldPlan {
  name: string;
  /** `.name`, the path segment after the first. */
  dotted: string;
  limit: Limit;
  /** The field's message type, or undefined for a scalar. */
  sub: protobuf.Type | undefined;
  kind: 'string' | 'bytes' | 'other';
  map: boolean;
  repeated: boolean;
}

const plans = new WeakMap<protobuf.Type, FieldPlan[]>();
function planOf(type: protobuf.Type): FieldPlan[] {
  let plan = plans.get(type);
  if (!plan) {
    plan = type.fieldsArray.map((field) => {
      field.resolve();
      return {
        name: field.name,
        dotted: `.${field.name}`,
        limit: limitOf(type, field),
        sub: field.resolvedType instanceof protobuf.Type ? field.resolvedType : undefined,
        kind: field.type === 'string' ? 'string' : field.type === 'bytes' ? 'bytes' : 'other',
        map: !!field.map,
        repeated: field.repeated,
      };
    });
    plans.set(type, plan);
  }
  return plan;
}

/** A check under way: what it found, and the path (segments) of the field it is at. */
interface Walk {
  out: FieldViolation[];
  path: string[];
}

const here = (w: Walk, suffix = '') => w.path.join('') + suffix;

function add(w: Walk, field: string, message: string, violation: FieldViolation['violation']): void {
  if (w.out.length < MAX_REPORTED) w.out.push({ field, message, violation });
}

function text(w: Walk, value: string, max: number, suffix = ''): void {
  if (value.includes('\u0000')) add(w, here(w, suffix), 'must not contain NUL (U+0000) characters', 'INVALID_FORMAT');
  // Characters are code points; the UTF-16 length is an upper bound, so count only when it passes.
  if (value.length > max) {
    let n = 0;
    for (const _ of value) if (++n > max) break;
    if (n > max) add(w, here(w, suffix), `must be at most ${max} characters (got ${[...value].length})`, 'TOO_LONG');
  }
}

function scalar(w: Walk, f: FieldPlan, value: unknown): void {
  if (f.kind === 'string' && typeof value === 'string') text(w, value, f.limit.size ?? DEFAULT_STRING_CHARS);
  else if (f.kind === 'bytes' && value instanceof Uint8Array) {
    const max = f.limit.size ?? DEFAULT_BYTES;
    if (value.length > max) add(w, here(w), `must be at most ${max} bytes (got ${value.length})`, 'TOO_LONG');
  }
}

function one(w: Walk, f: FieldPlan, v: unknown, depth: number): void {
  if (f.sub) message(w, f.sub, v, depth + 1);
  else scalar(w, f, v);
}

function message(w: Walk, t: protobuf.Type, obj: unknown, depth: number): void {
  const { out, path } = w;
  if (out.length >= MAX_REPORTED || obj === null || typeof obj !== 'object') return;
  if (depth > MAX_NESTING) {
    add(w, here(w) || 'request', `nests deeper than ${MAX_NESTING} levels`, 'OUT_OF_RANGE');
    return;
  }
  for (const f of planOf(t)) {
    const value = (obj as Record<string, unknown>)[f.name];
    if (value === undefined || value === null) continue;
    path.push(path.length ? f.dotted : f.name);
    if (f.map && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      const maxEntries = f.limit.entries ?? DEFAULT_ENTRIES;
      if (entries.length > maxEntries)
        add(w, here(w), `must have at most ${maxEntries} entries (got ${entries.length})`, 'TOO_LONG');
      for (const [k, v] of entries.slice(0, maxEntries)) {
        path.push(`.${shown(k)}`);
        text(w, k, f.limit.keys ?? DEFAULT_STRING_CHARS, ' (key)');
        one(w, f, v, depth);
        path.pop();
      }
    } else if (f.repeated && Array.isArray(value)) {
      const maxEntries = f.limit.entries ?? DEFAULT_ENTRIES;
      if (value.length > maxEntries)
        add(w, here(w), `must have at most ${maxEntries} entries (got ${value.length})`, 'TOO_LONG');
      const n = Math.min(value.length, maxEntries);
      for (let i = 0; i < n; i++) {
        path.push(`[${i}]`);
        one(w, f, value[i], depth);
        path.pop();
      }
    } else {
      one(w, f, value, depth);
    }
    path.pop();
  }
}

/**
 * Every violation of the limits in a proto-loader request object of `type` (at most a few:
 * one bad field is enough to refuse the call, and the list must not grow with the input). Runs on
 * every call: each type's fields are planned once, and a field's path is spelled out only for a
 * violation (`path` holds its segments meanwhile). Plain functions over one state object, not
 * closures made per call (which cost more than the walk on a small request).
 */
export function checkInputLimits(type: protobuf.Type, request: unknown): FieldViolation[] {
  const w: Walk = { out: [], path: [] };
  message(w, type, request, 0);
  return w.out;
}

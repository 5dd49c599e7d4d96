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

/**
 * Every violation of the limits in a proto-loader request object of `type` (at most a few:
 * one bad field is enough to refuse the call, and the list must not grow with the input). Runs on
 * every call: each type's fields are planned once, and a field's path is spelled out only for a
 * violation (`path` holds its segments meanwhile).
 */
export function checkInputLimits(type: protobuf.Type, request: unknown): FieldViolation[] {
  const out: FieldViolation[] = [];
  const path: string[] = [];
  const here = (suffix = '') => path.join('') + suffix;
  const add = (field: string, message: string, violation: FieldViolation['violation']) => {
    if (out.length < MAX_REPORTED) out.push({ field, message, violation });
  };

  const text = (value: string, max: number, suffix = '') => {
    if (value.includes('\u0000')) add(here(suffix), 'must not contain NUL (U+0000) characters', 'INVALID_FORMAT');
    // Characters are code points; the UTF-16 length is an upper bound, so count only when it passes.
    if (value.length > max) {
      let n = 0;
      for (const _ of value) if (++n > max) break;
      if (n > max) add(here(suffix), `must be at most ${max} characters (got ${[...value].length})`, 'TOO_LONG');
    }
  };

  const scalar = (f: FieldPlan, value: unknown) => {
    if (f.kind === 'string' && typeof value === 'string') text(value, f.limit.size ?? DEFAULT_STRING_CHARS);
    else if (f.kind === 'bytes' && value instanceof Uint8Array) {
      const max = f.limit.size ?? DEFAULT_BYTES;
      if (value.length > max) add(here(), `must be at most ${max} bytes (got ${value.length})`, 'TOO_LONG');
    }
  };

  const one = (f: FieldPlan, v: unknown, depth: number) => (f.sub ? message(f.sub, v, depth + 1) : scalar(f, v));

  const message = (t: protobuf.Type, obj: unknown, depth: number) => {
    if (out.length >= MAX_REPORTED || obj === null || typeof obj !== 'object') return;
    if (depth > MAX_NESTING) {
      add(here() || 'request', `nests deeper than ${MAX_NESTING} levels`, 'OUT_OF_RANGE');
      return;
    }
    for (const f of planOf(t)) {
      const value = (obj as Record<string, unknown>)[f.name];
      if (value === undefined || value === null) continue;
      path.push(path.length ? `.${f.name}` : f.name);
      if (f.map && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>);
        const maxEntries = f.limit.entries ?? DEFAULT_ENTRIES;
        if (entries.length > maxEntries)
          add(here(), `must have at most ${maxEntries} entries (got ${entries.length})`, 'TOO_LONG');
        for (const [k, v] of entries.slice(0, maxEntries)) {
          path.push(`.${shown(k)}`);
          text(k, f.limit.keys ?? DEFAULT_STRING_CHARS, ' (key)');
          one(f, v, depth);
          path.pop();
        }
      } else if (f.repeated && Array.isArray(value)) {
        const maxEntries = f.limit.entries ?? DEFAULT_ENTRIES;
        if (value.length > maxEntries)
          add(here(), `must have at most ${maxEntries} entries (got ${value.length})`, 'TOO_LONG');
        const n = Math.min(value.length, maxEntries);
        for (let i = 0; i < n; i++) {
          path.push(`[${i}]`);
          one(f, value[i], depth);
          path.pop();
        }
      } else {
        one(f, value, depth);
      }
      path.pop();
    }
  };

  message(type, request, 0);
  return out;
}

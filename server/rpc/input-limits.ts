// Size limits for every request, applied once at the dispatch edge (both transports) from one
// table, so no RPC can store or echo an unbounded string: a 15 MiB `ani` once made a scope's
// session list larger than the console's receive limit.
//
// | what                                         | limit                                   | from                     |
// |----------------------------------------------|-----------------------------------------|--------------------------|
// | business_type, datacenter                    | 64 characters                           | seed 001 §8, proto notes |
// | ani, dnis, calling/called number, caller_id, |                                         |                          |
// |   phone_number                               | 64 characters                           | phone numbers            |
// | UniqueId.value, configset_id, reference_id,  |                                         |                          |
// |   actual_language (35)                       | 128 characters                          | IDs (configsets, caller) |
// | other identifiers (session_id, tag, …)       | 256 characters                          | identifiers              |
// | description, reasons                         | 1024 characters                         | free text                |
// | sip_message, raw_data                        | 64 KiB                                  | caller ID parsers        |
// | csv_data (rule import)                       | 16 MiB (the transport's own limit)      | bulk import              |
// | CompileWordsetRequest.wordset                | 4 Mi characters                         | compiled NLU wordsets    |
// |   (nlu.wordset and asr training)             |                                         |   and ASR wordsets       |
// | InterpretationResource.inline_wordset        | 64 Ki characters                        | inline NLU wordsets      |
// | custom_data / extras: key, value, entries    | 256 characters, 4096 characters, 100    | key/value data           |
// | field_mask.paths                             | 256 characters, 100 entries             |                          |
// | ListEngagementsRequest.gk_engagement_ids     | 500 entries                             | a replay's changed page  |
// | any other string                             | 4096 characters                         | default                  |
// | any bytes field (raw_content, data, schema)  | 64 KiB                                  | configset content limit  |
// | any other repeated field or map              | 1000 entries                            | default                  |
// | message nesting                              | 32 levels                               |                          |
// | NUL (U+0000) in any string or map key        | refused                                 | PostgreSQL text has none |
//
// A violation names the field's path (`details.custom_data.k`, `call_parties[3]`) and the limit.
import protobuf from 'protobufjs';
import type { FieldViolation } from './errors.js';

export const DEFAULT_STRING_CHARS = 4096;
export const DEFAULT_BYTES = 64 * 1024;
const DEFAULT_ENTRIES = 1000;
const MAX_NESTING = 32;

interface Limit {
  /** Characters (code points) for strings, bytes for bytes fields. */
  size?: number;
  /** Entries of a repeated field or map. */
  entries?: number;
  /** Characters of a map's keys. */
  keys?: number;
}

const chars = (size: number): Limit => ({ size });
const ID = chars(256);
const KEY_VALUE: Limit = { size: 4096, entries: 100, keys: 256 };

/** Keyed by `Message.field` (full message name without the package dot) or by bare field name. */
export const FIELD_LIMITS: Record<string, Limit> = {
  business_type: chars(64),
  datacenter: chars(64),
  ani: chars(64),
  dnis: chars(64),
  calling_number: chars(64),
  called_number: chars(64),
  caller_id: chars(64),
  phone_number: chars(64),
  'nuance.biosec.v1.UniqueId.value': chars(128),
  configset_id: chars(128),
  source_configset_id: chars(128),
  source_template_id: chars(128),
  template_id: chars(128),
  reference_id: chars(128),
  actual_language: chars(35),
  session_id: ID,
  engagement_id: ID,
  correlation_id: ID,
  analyst_id: ID,
  person_id: ID,
  fraudster_id: ID,
  tag: ID,
  telecom_network_id: ID,
  version: ID,
  service_name: ID,
  error_context: ID,
  code: ID,
  offset: ID,
  caller_id_regex: ID,
  owner_external_id_prefix: ID,
  engagement_id_prefix: ID,
  order_by: ID,
  page_token: chars(1024),
  description: chars(1024),
  reason: chars(1024),
  suspicious_reason: chars(1024),
  sip_message: chars(64 * 1024),
  raw_data: chars(64 * 1024),
  csv_data: chars(16 * 1024 * 1024),
  // A compiled wordset's JSON (the wordset service; server/nlu/wordsets.ts limits its entries), and
  // an inline one (seed 000 section 8 suggests under 100 terms per entity, a few entities).
  'nuance.nlu.wordset.v1beta1.CompileWordsetRequest.wordset': chars(4 * 1024 * 1024),
  'nuance.nlu.v1.InterpretationResource.inline_wordset': chars(64 * 1024),
  // A recognition wordset compiled by the training service (server/asr: at most 10000 entries).
  'nuance.asr.v1beta1.CompileWordsetRequest.wordset': chars(4 * 1024 * 1024),
  custom_data: KEY_VALUE,
  extras: KEY_VALUE,
  'google.protobuf.FieldMask.paths': { size: 256, entries: 100 },
  // Engagements picked by ID in the queue (a decision replay's page of changed sessions).
  'vigil.v1.ListEngagementsRequest.gk_engagement_ids': { entries: 500 },
};

// Looked up once per field (a type's full name is worked out again on every read), not per call.
const limits = new WeakMap<protobuf.Field, Limit>();
function limitOf(type: protobuf.Type, field: protobuf.Field): Limit {
  let limit = limits.get(field);
  if (!limit) {
    limit = FIELD_LIMITS[`${type.fullName.slice(1)}.${field.name}`] ?? FIELD_LIMITS[field.name] ?? {};
    limits.set(field, limit);
  }
  return limit;
}

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

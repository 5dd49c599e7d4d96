// Configset content: UTF-8 JSON bytes shaped like a partial EffectiveConfig. Here: reading it
// from the two request forms (raw bytes, per-service objects), writing it in the two read
// formats, and validating it (schema per service, then rules across fields).
import type { FieldViolation } from '../rpc/errors.js';
import { DEFAULT_CONFIG, type EffectiveConfig } from './effective.js';
import { validateSchema } from './json-schema.js';
import { CONTENT_KEYS, CONTENT_SCHEMA, SERVICE_NAMES, contentKeyOf, schemaBytes } from './schema.js';
import { DEFAULT_BYTES } from '../../shared/rpc/limits.js';

/** Largest accepted content, in bytes: the table's size of any bytes field (raw_content). */
const MAX_CONTENT_BYTES = DEFAULT_BYTES;

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type ConfigContent = DeepPartial<EffectiveConfig>;

export interface WireServiceConfig {
  service_name?: string;
  data?: Buffer | Uint8Array | string;
  schema?: Buffer | Uint8Array | string;
}

type Parsed = { ok: true; text: string; value: Record<string, unknown> } | { ok: false; violation: FieldViolation };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes bytes as one JSON object; a violation on `field` when they are not. */
export function parseJsonObject(bytes: Buffer | Uint8Array | string | undefined, field: string): Parsed {
  const fail = (message: string, violation: FieldViolation['violation'] = 'INVALID_FORMAT'): Parsed => ({
    ok: false,
    violation: { field, message, violation },
  });
  const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes ?? []);
  if (buf.length === 0) return fail('is empty; give a JSON object (for example {} to change nothing)');
  if (buf.length > MAX_CONTENT_BYTES)
    return fail(`is ${buf.length} bytes; at most ${MAX_CONTENT_BYTES} are accepted`, 'TOO_LONG');
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    return fail('is not UTF-8 text');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return fail(`is not valid JSON: ${(err as Error).message}`);
  }
  if (!isObject(value)) return fail('must be a JSON object such as {"decision": {"fraudRiskThreshold": 60}}');
  return { ok: true, text, value };
}

/** Joins per-service entries into one content object; violations name the entries. */
export function contentFromServices(
  entries: WireServiceConfig[],
  field = 'configset_object',
): Parsed | { ok: false; violations: FieldViolation[] } {
  const violations: FieldViolation[] = [];
  const out: Record<string, unknown> = {};
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    const at = `${field}.service_config[${i}]`;
    const name = e.service_name ?? '';
    const key = contentKeyOf(name);
    if (!name)
      violations.push({ field: `${at}.service_name`, message: 'is required', violation: 'MANDATORY_FIELD_MISSING' });
    else if (!key) {
      violations.push({
        field: `${at}.service_name`,
        message: `unknown service; one of ${Object.values(SERVICE_NAMES).join(', ')}`,
        violation: 'OUT_OF_RANGE',
        invalidValue: name,
      });
    } else if (seen.has(key)) {
      violations.push({
        field: `${at}.service_name`,
        message: `"${name}" is given more than once`,
        violation: 'FIELD_CONFLICT',
        invalidValue: name,
      });
    }
    const first = key !== undefined && !seen.has(key);
    if (key) seen.add(key);
    const data = parseJsonObject(e.data, `${at}.data`);
    if (!data.ok) violations.push(data.violation);
    else if (key && first) out[key] = data.value;
  });
  if (violations.length) return { ok: false, violations };
  const text = JSON.stringify(out, null, 2);
  if (Buffer.byteLength(text) > MAX_CONTENT_BYTES) {
    return {
      ok: false,
      violations: [{ field, message: `is larger than ${MAX_CONTENT_BYTES} bytes`, violation: 'TOO_LONG' }],
    };
  }
  return { ok: true, text, value: out };
}

/** The per-service read form: every known service (its part, or {}), then any unknown key. */
export function contentToServices(text: string): {
  service_config: { service_name: string; data: Buffer; schema: Buffer }[];
} {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (isObject(parsed)) value = parsed;
  } catch {
    // Stored content is always a JSON object (checked at create); keep reads total anyway.
  }
  const part = (v: unknown) => Buffer.from(JSON.stringify(v ?? {}, null, 2), 'utf8');
  const known = CONTENT_KEYS.map((k) => ({
    service_name: SERVICE_NAMES[k] as string,
    data: part(value[k]),
    schema: schemaBytes(k),
  }));
  const unknown = Object.keys(value)
    .filter((k) => !(CONTENT_KEYS as string[]).includes(k))
    .map((k) => ({ service_name: k, data: part(value[k]), schema: Buffer.alloc(0) }));
  return { service_config: [...known, ...unknown] };
}

/**
 * Validates content: the schema of each service, then the rules across fields, checked on the
 * content laid over the defaults (a partial configset must still make sense on its own).
 */
export function validateContent(value: Record<string, unknown>, path = 'content'): FieldViolation[] {
  const out = validateSchema(CONTENT_SCHEMA, value, path);
  if (out.length) return out;
  const c = value as ConfigContent;
  const callerId = { ...DEFAULT_CONFIG.callerId, ...c.callerId };
  if (callerId.suspiciousBelow >= callerId.trustedAtOrAbove) {
    const which = c.callerId?.suspiciousBelow !== undefined ? 'suspiciousBelow' : 'trustedAtOrAbove';
    out.push({
      field: `${path}.callerId.${which}`,
      message: `suspiciousBelow (${callerId.suspiciousBelow}) must be below trustedAtOrAbove (${callerId.trustedAtOrAbove})`,
      violation: 'FIELD_CONFLICT',
    });
  }
  const w = { ...DEFAULT_CONFIG.decision.weights, ...c.decision?.weights };
  if (w.voice + w.callerId + w.watchlist <= 0) {
    out.push({
      field: `${path}.decision.weights`,
      message: 'the factor weights must not all be zero',
      violation: 'FIELD_CONFLICT',
    });
  }
  const s = { ...DEFAULT_CONFIG.sessions, ...c.sessions };
  if (s.engagementTimeoutSeconds < s.sessionTimeoutSeconds) {
    const which =
      c.sessions?.engagementTimeoutSeconds !== undefined ? 'engagementTimeoutSeconds' : 'sessionTimeoutSeconds';
    out.push({
      field: `${path}.sessions.${which}`,
      message: `engagementTimeoutSeconds (${s.engagementTimeoutSeconds}) must not be shorter than sessionTimeoutSeconds (${s.sessionTimeoutSeconds})`,
      violation: 'FIELD_CONFLICT',
    });
  }
  return out;
}

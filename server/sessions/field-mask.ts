// Field masks of the sessions API. Paths are relative to `details` (`ani` and `details.ani` mean
// the same), snake_case or the lowerCamelCase of proto JSON. Only top-level fields of the details
// message are addressable: a message field (risk_info, session_error) is read or replaced whole.
import type { Violations } from '../rpc/errors.js';

export interface WireFieldMask {
  paths?: string[] | null;
}

const camelToSnake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** Normalises one path: strips `details.`, converts camelCase; '' for an empty path. */
export function normalizePath(raw: string): string {
  let p = raw.trim();
  if (p.startsWith('details.')) p = p.slice('details.'.length);
  return camelToSnake(p);
}

/**
 * Reads a mask against the fields it may name. Returns undefined when the mask is absent or empty
 * and not required; otherwise the set of (normalised) paths. Unknown paths and a missing required
 * mask are reported on `field` (default `field_mask`).
 */
export function parseFieldMask(
  v: Violations,
  mask: WireFieldMask | null | undefined,
  allowed: readonly string[],
  opts: { required?: boolean; field?: string } = {},
): Set<string> | undefined {
  const field = opts.field ?? 'field_mask';
  // Proto JSON also allows one comma-separated string; the binding may pass either form.
  const rawPaths = (mask?.paths ?? []).flatMap((p) => p.split(','));
  const paths = rawPaths.map(normalizePath).filter((p) => p !== '');
  if (paths.length === 0) {
    if (opts.required) v.add(field, 'must name at least one field to update', 'MANDATORY_FIELD_MISSING');
    return undefined;
  }
  const out = new Set<string>();
  for (const [i, p] of paths.entries()) {
    if (!allowed.includes(p)) {
      v.add(
        field,
        `unknown field "${rawPaths[i] ?? p}"; allowed: ${allowed.join(', ')}`,
        'INVALID_FORMAT',
        rawPaths[i] ?? p,
      );
    } else {
      out.add(p);
    }
  }
  return out;
}

/** Keeps only the masked keys of a read object (all of them when there is no mask). */
export function applyReadMask<T extends object>(full: T, mask: Set<string> | undefined): Partial<T> {
  if (!mask) return full;
  const out: Partial<T> = {};
  for (const key of Object.keys(full) as Array<keyof T>) {
    if (mask.has(key as string)) out[key] = full[key];
  }
  return out;
}

export const SESSION_CREATE_FIELDS = [
  'session_id',
  'ani',
  'dnis',
  'call_type',
  'claimed_gk_person_id',
  'session_intent',
  'business_type',
  'datacenter',
  'group_size',
  'custom_data',
] as const;

export const SESSION_UPDATE_FIELDS = [
  ...SESSION_CREATE_FIELDS,
  'is_suspicious',
  'suspicious_reason',
  'was_abandon',
  'session_error',
] as const;

export const SESSION_READ_FIELDS = [
  'gk_session_id',
  'session_type',
  'gk_engagement_id',
  'is_test',
  'is_active',
  'session_id',
  'is_suspicious',
  'suspicious_reason',
  'ani',
  'dnis',
  'agent_id',
  'agent_extension',
  'call_type',
  'claimed_gk_person_id',
  'was_abandon',
  'risk_info',
  'session_intent',
  'business_type',
  'datacenter',
  'session_error',
  'group_size',
  'creation_timestamp',
  'completion_timestamp',
  'modification_timestamp',
  'custom_data',
] as const;

export const ENGAGEMENT_CREATE_FIELDS = ['engagement_id', 'correlation_id', 'custom_data'] as const;
export const ENGAGEMENT_UPDATE_FIELDS = ['engagement_id', 'analyst_id', 'correlation_id', 'custom_data'] as const;
export const ENGAGEMENT_READ_FIELDS = [
  'gk_engagement_id',
  'gk_session_ids',
  'is_active',
  'engagement_id',
  'analyst_id',
  'verdict_info',
  'risk_info',
  'correlation_id',
  'creation_timestamp',
  'completion_timestamp',
  'modification_timestamp',
  'custom_data',
] as const;

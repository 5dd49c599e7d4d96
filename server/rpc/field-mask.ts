// Field masks (google.protobuf.FieldMask), the one reader for every area. Paths are relative to the
// request's `details` (`ani` and `details.ani` mean the same), snake_case or the lowerCamelCase of
// proto JSON, and may come as one comma-separated string (proto JSON's form). Only top-level fields
// of the details message are addressable: a message field (risk_info, lock_info) is read or
// replaced whole. Each area keeps the list of fields its masks may name.
import type { Violations } from './errors.js';

export interface WireFieldMask {
  paths?: string[] | null;
}

export const camelToSnake = (s: string): string => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** Normalises one path: trims, strips `details.`, converts camelCase; '' for an empty path. */
export function normalizePath(raw: string): string {
  let p = raw.trim();
  if (p.startsWith('details.')) p = p.slice('details.'.length);
  return camelToSnake(p);
}

/**
 * Reads a mask against the fields it may name. Returns undefined when the mask is absent or empty
 * and not required; otherwise the set of (normalised) paths. Unknown paths (each one, as sent) and
 * a missing required mask are violations on `field` (default `field_mask`).
 */
export function parseFieldMask(
  v: Violations,
  mask: WireFieldMask | null | undefined,
  allowed: readonly string[],
  opts: { required?: boolean; field?: string } = {},
): Set<string> | undefined {
  const field = opts.field ?? 'field_mask';
  // No mask, the reads' usual case: no arrays made on every call.
  if (!mask?.paths?.length) {
    if (opts.required) v.add(field, 'must name at least one field', 'MANDATORY_FIELD_MISSING');
    return undefined;
  }
  const given = mask.paths
    .flatMap((p) => p.split(','))
    .map((raw) => ({ raw: raw.trim(), path: normalizePath(raw) }))
    .filter((p) => p.path !== '');
  if (given.length === 0) {
    if (opts.required) v.add(field, 'must name at least one field', 'MANDATORY_FIELD_MISSING');
    return undefined;
  }
  const out = new Set<string>();
  for (const { raw, path } of given) {
    if (allowed.includes(path)) out.add(path);
    else v.add(field, `unknown field "${raw}"; allowed: ${allowed.join(', ')}`, 'INVALID_FORMAT', raw);
  }
  return out;
}

/** Keeps only the masked keys of a read object (all of them when there is no mask). */
export function applyReadMask<T extends object>(full: T, mask: Set<string> | undefined): Partial<T> {
  if (!mask) return full;
  const out: Partial<T> = {};
  for (const key of Object.keys(full) as Array<keyof T>) if (mask.has(key as string)) out[key] = full[key];
  return out;
}

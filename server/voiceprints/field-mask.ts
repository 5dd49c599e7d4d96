// Field masks of the voiceprints API. Paths name top-level fields of `details` (`tag` and
// `details.tag` mean the same), snake_case or the lowerCamelCase of proto JSON; a message field
// (lock_info, template_info) is selected whole.
import type { Violations } from '../rpc/errors.js';

export interface WireFieldMask {
  paths?: string[] | null;
}

const camelToSnake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/**
 * The mask's paths, checked against `allowed`. Undefined when absent or empty (and not required);
 * unknown paths and a missing required mask are violations on `field_mask`.
 */
export function parseFieldMask(
  v: Violations,
  mask: WireFieldMask | null | undefined,
  allowed: readonly string[],
  opts: { required?: boolean } = {},
): Set<string> | undefined {
  const raw = (mask?.paths ?? [])
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (!raw.length) {
    if (opts.required) v.add('field_mask', 'must name at least one field', 'MANDATORY_FIELD_MISSING');
    return undefined;
  }
  const out = new Set<string>();
  for (const r of raw) {
    const p = camelToSnake(r.startsWith('details.') ? r.slice('details.'.length) : r);
    if (allowed.includes(p)) out.add(p);
    else v.add('field_mask', `unknown field "${r}"; allowed: ${allowed.join(', ')}`, 'INVALID_FORMAT', r);
  }
  return out;
}

/** Keeps only the masked keys (all when there is no mask). */
export function applyReadMask<T extends object>(full: T, mask: Set<string> | undefined): Partial<T> {
  if (!mask) return full;
  const out: Partial<T> = {};
  for (const key of Object.keys(full) as Array<keyof T>) if (mask.has(key as string)) out[key] = full[key];
  return out;
}

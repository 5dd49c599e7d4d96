// Server field-violation paths (snake_case proto paths, e.g. `caller_id_data.calling_number`) in
// the user's terms: the IPC request's field names (`callingNumber`), so a form finds the violation
// under the one name it knows. Each channel may name its own renames; what no rename covers is
// camelCased segment by segment (`voiceprint_profile.custom_data` -> `voiceprintProfile.customData`).
import type { FieldViolation } from '../../shared/ipc/errors.js';
import { camelCase } from './to-domain.js';

/**
 * Proto path (or path prefix) -> request field path. A key matches the whole path or its start up to
 * a `.` or `[`, the longest key winning; the rest of the path is camelCased like any other. An empty
 * name drops the prefix (`caller_id_data: ''` turns `caller_id_data.calling_number` into
 * `callingNumber`); `{ verbatim: 'content' }` keeps the rest as the server wrote it (configset
 * content paths name the user's own JSON keys).
 */
export type FieldNames = Readonly<Record<string, string | { verbatim: string }>>;

/** What every channel's request calls the context fields. */
export const CONTEXT_FIELD_NAMES: FieldNames = {
  'context.gk_scope_id': 'scopeId',
  'context.configset_id': 'configsetId',
};

function renamed(path: string, names: FieldNames): string | undefined {
  let best: string | undefined;
  for (const key of Object.keys(names)) {
    const at = path.length === key.length || path[key.length] === '.' || path[key.length] === '[';
    if (path.startsWith(key) && at && (best === undefined || key.length > best.length)) best = key;
  }
  if (best === undefined) return undefined;
  const to = names[best]!;
  const rest = path.slice(best.length);
  if (typeof to !== 'string') return to.verbatim + rest;
  const tail = camelPath(rest.replace(/^\./, ''));
  if (!to) return tail;
  return tail ? `${to}${rest.startsWith('[') ? '' : '.'}${tail}` : to;
}

/** `a_b.c_d[2].e_f` -> `aB.cD[2].eF`. */
export const camelPath = (path: string): string => path.split('.').map(camelCase).join('.');

/** One server path in the request's terms. */
export function fieldName(path: string, names: FieldNames = {}): string {
  if (!path) return path;
  return renamed(path, names) ?? renamed(path, CONTEXT_FIELD_NAMES) ?? camelPath(path);
}

export function toRequestFields(violations: readonly FieldViolation[], names: FieldNames = {}): FieldViolation[] {
  return violations.map((v) => ({ ...v, field: fieldName(v.field, names) }));
}

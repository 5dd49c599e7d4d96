// Between proto-loader objects and rows: request fields checked into plain values (violations
// named by their proto field paths), rows turned into ConfigsetDetailsForRead and content into
// the requested format.
import type { ConfigsetDetailsForRead } from '../../generated/proto/nuance/biosec/v1/configmanager/ConfigsetDetailsForRead.js';
import type { ConfigsetDetailsForUpdate } from '../../generated/proto/nuance/biosec/v1/configmanager/ConfigsetDetailsForUpdate.js';
import type { Violations } from '../rpc/errors.js';
import { UUID_RE, toTimestamp } from '../rpc/wire-values.js';
import { applyReadMask, parseFieldMask, type WireFieldMask } from '../rpc/field-mask.js';
import { contentToServices } from './content.js';
import type { ConfigsetType, RevisionRow, RevisionState } from './configsets.store.js';
import { REVISION_STATES } from './configsets.store.js';
import { maxChars } from '../../shared/rpc/limits.js';

const CONFIGSET_ID_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const DETAILS_READ_FIELDS = [
  'gk_configset_revision_id',
  'configset_id',
  'type',
  'creation_timestamp',
  'modification_timestamp',
  'description',
  'created_by',
  'updated_by',
  'state',
  'config_class',
] as const satisfies readonly (keyof ConfigsetDetailsForRead)[];
const DETAILS_WRITE_FIELDS = ['description'] as const satisfies readonly (keyof ConfigsetDetailsForUpdate)[];

/** Types a client may create: SYSTEM is the server's own layer (DEFAULT_CONFIG). */
const CREATABLE_TYPES: readonly ConfigsetType[] = ['CONFIGSET_TYPE_SCOPE', 'CONFIGSET_TYPE_OPERATIONAL'];
const FORMATS = ['CONFIGSET_FORMAT_ALL_BYTES', 'CONFIGSET_FORMAT_BY_SERVICE'] as const;
export type ConfigsetFormat = (typeof FORMATS)[number];

const unspecified = (v: unknown) =>
  v === undefined || v === null || v === 0 || v === '' || (typeof v === 'string' && v.endsWith('_UNSPECIFIED'));

/** A configset or template ID (letters, digits, `.`, `_`, `-`; no wildcards). */
export function readConfigsetId(v: Violations, field: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') {
    v.missing(field);
    return undefined;
  }
  const s = String(raw);
  if (s.length > maxChars('configset_id'))
    v.add(field, `must be at most ${maxChars('configset_id')} characters`, 'TOO_LONG', s.slice(0, 80));
  else if (!CONFIGSET_ID_RE.test(s)) {
    v.add(
      field,
      'may hold only letters, digits, ".", "_" and "-", starting with a letter or digit',
      'INVALID_FORMAT',
      s,
    );
  } else return s;
  return undefined;
}

/** A mandatory UniqueId. */
export function readRevisionId(
  v: Violations,
  field: string,
  raw: { value?: string | null } | null | undefined,
): string | undefined {
  const value = raw?.value ?? '';
  if (!value) v.missing(field);
  else if (!UUID_RE.test(value)) v.add(field, 'must be a UUID', 'INVALID_FORMAT', value);
  else return value.toLowerCase();
  return undefined;
}

export function readType(v: Violations, field: string, raw: unknown): ConfigsetType | undefined {
  if (unspecified(raw)) {
    v.missing(field);
    return undefined;
  }
  if (typeof raw === 'string' && (CREATABLE_TYPES as readonly string[]).includes(raw)) return raw as ConfigsetType;
  const reserved =
    raw === 'CONFIGSET_TYPE_SYSTEM'
      ? " (CONFIGSET_TYPE_SYSTEM is the server's built-in defaults and cannot be created)"
      : '';
  v.add(field, `must be one of ${CREATABLE_TYPES.join(', ')}${reserved}`, 'OUT_OF_RANGE', String(raw));
  return undefined;
}

export function readFormat(v: Violations, raw: unknown): ConfigsetFormat | undefined {
  if (unspecified(raw)) {
    v.missing('expected_format');
    return undefined;
  }
  if (typeof raw === 'string' && (FORMATS as readonly string[]).includes(raw)) return raw as ConfigsetFormat;
  v.add('expected_format', `must be one of ${FORMATS.join(', ')}`, 'OUT_OF_RANGE', String(raw));
  return undefined;
}

export function readStates(v: Violations, field: string, raw: unknown): RevisionState[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const list = Array.isArray(raw) ? raw : [raw];
  const out: RevisionState[] = [];
  list.forEach((s, i) => {
    if (typeof s === 'string' && (REVISION_STATES as readonly string[]).includes(s)) out.push(s as RevisionState);
    else v.add(`${field}[${i}]`, `must be one of ${REVISION_STATES.join(', ')}`, 'OUT_OF_RANGE', String(s));
  });
  return out.length ? out : undefined;
}

/** The description of a ForCreate/ForUpdate details message, when the mask (or its absence) sets it. */
export function readDescription(
  v: Violations,
  details: { description?: string | null } | null | undefined,
  mask: Set<string> | undefined,
): string | undefined {
  if (mask && !mask.has('description')) return undefined;
  const d = details?.description ?? '';
  if (d.length > maxChars('description')) {
    v.add('details.description', `must be at most ${maxChars('description')} characters`, 'TOO_LONG');
    return undefined;
  }
  return d;
}

export const readMask = (v: Violations, mask: WireFieldMask | null | undefined) =>
  parseFieldMask(v, mask, DETAILS_READ_FIELDS);
export const writeMask = (v: Violations, mask: WireFieldMask | null | undefined, required = false) =>
  parseFieldMask(v, mask, DETAILS_WRITE_FIELDS, { required });

export function detailsOf(row: RevisionRow, mask?: Set<string>) {
  const full: ConfigsetDetailsForRead = {
    gk_configset_revision_id: { value: row.gk_configset_revision_id },
    configset_id: row.configset_id,
    type: row.type,
    creation_timestamp: toTimestamp(row.created_at),
    modification_timestamp: toTimestamp(row.modified_at),
    description: row.description,
    created_by: row.created_by,
    updated_by: row.updated_by,
    state: row.state,
    config_class: row.config_class,
  };
  return applyReadMask(full, mask);
}

/** The content in the asked format, as the oneof field of a Get response. */
export function contentOf(row: RevisionRow, format: ConfigsetFormat) {
  return format === 'CONFIGSET_FORMAT_ALL_BYTES'
    ? { raw_content: Buffer.from(row.content, 'utf8') }
    : { configset_object: contentToServices(row.content) };
}

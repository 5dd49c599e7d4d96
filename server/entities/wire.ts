// Reading EntitiesManager requests (external IDs, details with their field masks, member ID lists)
// and writing the read shapes of persons, fraudsters, groups and watchlists. Problems are field
// violations naming the field.
import type { Violations } from '../rpc/errors.js';
import { parseFieldMask, type WireFieldMask } from '../rpc/field-mask.js';
import { readCustomData, readText, readUniqueId, toTimestamp, uid } from '../rpc/wire-values.js';
import type { Gender__Output } from '../../generated/proto/nuance/biosec/v1/Gender.js';
import type { PersonDetailsForRead } from '../../generated/proto/nuance/biosec/v1/entities/PersonDetailsForRead.js';
import type { FraudsterDetailsForRead } from '../../generated/proto/nuance/biosec/v1/entities/FraudsterDetailsForRead.js';
import type { GroupDetailsForRead } from '../../generated/proto/nuance/biosec/v1/entities/GroupDetailsForRead.js';
import type { WatchlistDetailsForRead } from '../../generated/proto/nuance/biosec/v1/entities/WatchlistDetailsForRead.js';
import type { CollectionRow } from './collections.store.js';
import { OWNER_DETAIL_FIELDS, type EntityOwnerRow, type OwnerDetails } from './owners.store.js';
import { DEFAULT_ENTRIES, maxChars, maxEntries, maxKeyChars } from '../../shared/rpc/limits.js';

export { uid };

/** Keys of custom_data the server fills in itself (erasure progress); clients may not write them. */
export const RESERVED_PREFIX = 'vigil.';
/** Members per group or watchlist: ListGroupPersons / ListWatchlistFraudsters have no paging, so this bounds them. */
export const MAX_MEMBERS = 10_000;
/** IDs per RemovePersonsFromGroup / RemoveFraudstersFromWatchlist: the table's default for a list. */
const MAX_BATCH = DEFAULT_ENTRIES;
export const MAX_DAYS_FOR_OPT_IN = 3650;

const GENDERS: readonly string[] = [
  'GENDER_UNSPECIFIED',
  'GENDER_MALE',
  'GENDER_FEMALE',
  'GENDER_UNKNOWN',
  'GENDER_NON_BINARY',
];
// eslint-disable-next-line no-control-regex -- external IDs are printable text
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A mandatory UniqueId. */
export { requireUniqueId as readId } from '../rpc/wire-values.js';

/** A mandatory external ID (person_id, group_id, …): non-blank printable text of at most 256 characters. */
export function readExternalId(v: Violations, field: string, raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') {
    v.missing(field);
    return '';
  }
  if (typeof raw !== 'string') {
    v.add(field, 'must be a string', 'INVALID_FORMAT');
    return '';
  }
  if (raw.trim() === '') v.add(field, 'must not be blank', 'INVALID_FORMAT');
  else if (raw.length > maxChars('person_id'))
    v.add(field, `must be at most ${maxChars('person_id')} characters`, 'TOO_LONG', raw.slice(0, 64));
  else if (CONTROL.test(raw)) v.add(field, 'must not contain control characters', 'INVALID_FORMAT');
  return raw;
}

/** custom_data of a write: a string map without the server's reserved keys. */
export function readWritableCustomData(v: Violations, field: string, raw: unknown): Record<string, string> {
  const data = readCustomData(v, field, raw);
  const keys = Object.keys(data);
  if (keys.length > maxEntries('custom_data'))
    v.add(field, `must have at most ${maxEntries('custom_data')} keys`, 'OUT_OF_RANGE');
  for (const k of keys) {
    if (k.startsWith(RESERVED_PREFIX))
      v.add(`${field}.${k}`, `keys starting with "${RESERVED_PREFIX}" are set by the server`, 'INVALID_FORMAT', k);
    else if (k.length > maxKeyChars('custom_data'))
      v.add(`${field}.${k}`, `key must be at most ${maxKeyChars('custom_data')} characters`, 'TOO_LONG');
    if ((data[k] ?? '').length > maxChars('custom_data'))
      v.add(`${field}.${k}`, `must be at most ${maxChars('custom_data')} characters`, 'TOO_LONG');
  }
  return data;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- details in proto-loader shape, checked field by field
type WireDetails = Record<string, any> | null | undefined;

/**
 * The person/fraudster details a create or update sets. Without a mask (create only) the fields
 * present are set; with one exactly the named fields, a named field absent from details clearing it.
 */
export function readOwnerDetails(
  v: Violations,
  details: WireDetails,
  mask: WireFieldMask | null | undefined,
  opts: { maskRequired: boolean },
): OwnerDetails {
  const fields = parseFieldMask(v, mask, OWNER_DETAIL_FIELDS, { required: opts.maskRequired });
  if (opts.maskRequired && !details) v.missing('details');
  const d = details ?? {};
  const wanted = (f: string) => (fields ? fields.has(f) : d[f] !== undefined && d[f] !== null);
  const out: OwnerDetails = {};
  for (const f of ['first_name', 'last_name', 'preferred_language'] as const)
    if (wanted(f)) out[f] = readText(v, `details.${f}`, d[f], maxChars(f)) ?? null;
  if (wanted('gender_identity')) {
    const g = d.gender_identity ?? 'GENDER_UNSPECIFIED';
    if (typeof g !== 'string' || !GENDERS.includes(g))
      v.add('details.gender_identity', `must be one of ${GENDERS.join(', ')}`, 'INVALID_FORMAT', String(g));
    out.gender_identity = g === 'GENDER_UNSPECIFIED' ? null : String(g);
  }
  if (wanted('phone_numbers')) {
    const list: unknown[] = Array.isArray(d.phone_numbers) ? d.phone_numbers : [];
    if (d.phone_numbers !== undefined && d.phone_numbers !== null && !Array.isArray(d.phone_numbers))
      v.add('details.phone_numbers', 'must be a list of strings', 'INVALID_FORMAT');
    if (list.length > maxEntries('phone_numbers'))
      v.add('details.phone_numbers', `must have at most ${maxEntries('phone_numbers')} numbers`, 'OUT_OF_RANGE');
    list.forEach((p, i) => {
      if (typeof p !== 'string' || p.trim() === '')
        v.add(`details.phone_numbers[${i}]`, 'must be a non-empty string', 'INVALID_FORMAT');
      else if (p.length > maxChars('phone_numbers'))
        v.add(`details.phone_numbers[${i}]`, `must be at most ${maxChars('phone_numbers')} characters`, 'TOO_LONG');
    });
    out.phone_numbers = list.filter((p): p is string => typeof p === 'string');
  }
  if (wanted('custom_data')) out.custom_data = readWritableCustomData(v, 'details.custom_data', d.custom_data);
  return out;
}

/** custom_data of a group or watchlist write: the same rule (mask optional on create, mandatory on update). */
export function readCollectionData(
  v: Violations,
  details: WireDetails,
  mask: WireFieldMask | null | undefined,
  opts: { maskRequired: boolean },
): Record<string, string> | undefined {
  const fields = parseFieldMask(v, mask, ['custom_data'], { required: opts.maskRequired });
  if (opts.maskRequired && !details) v.missing('details');
  if (fields && !fields.has('custom_data')) return undefined;
  return readWritableCustomData(v, 'details.custom_data', details?.custom_data);
}

/** A batch of member IDs (RemovePersonsFromGroup, RemoveFraudstersFromWatchlist), deduplicated. */
export function readIdList(
  v: Violations,
  field: string,
  raw: Array<{ value?: string | null } | null> | null | undefined,
): string[] {
  const list = raw ?? [];
  if (list.length === 0) v.missing(field);
  if (list.length > MAX_BATCH) v.add(field, `must have at most ${MAX_BATCH} IDs`, 'OUT_OF_RANGE');
  const out = new Set<string>();
  list.slice(0, MAX_BATCH).forEach((r, i) => {
    const id = readUniqueId(v, `${field}[${i}]`, r);
    if (id) out.add(id);
    else if (!r?.value) v.missing(`${field}[${i}]`);
  });
  return [...out];
}

/** The read mask of a Get*Details request (absent: every field). */
export const readMask = (v: Violations, mask: WireFieldMask | null | undefined, allowed: readonly string[]) =>
  parseFieldMask(v, mask, allowed);

function pick<T extends object>(full: T, mask: Set<string> | undefined): T {
  if (!mask) return full;
  return Object.fromEntries(Object.entries(full).filter(([k]) => mask.has(k))) as T;
}

export const PERSON_READ_FIELDS = [
  'gk_person_id',
  'person_id',
  'first_name',
  'last_name',
  'gender_identity',
  'voice_class_score_avg',
  'preferred_language',
  'phone_numbers',
  'consent_info',
  'creation_timestamp',
  'modification_timestamp',
  'custom_data',
] as const;
export const FRAUDSTER_READ_FIELDS = [
  'gk_fraudster_id',
  'fraudster_id',
  ...PERSON_READ_FIELDS.filter((f) => !['gk_person_id', 'person_id', 'consent_info'].includes(f)),
];

function commonDetails(row: EntityOwnerRow, voiceClassScore: number | null) {
  return {
    ...(row.first_name ? { first_name: row.first_name } : {}),
    ...(row.last_name ? { last_name: row.last_name } : {}),
    gender_identity: (row.gender_identity ?? 'GENDER_UNSPECIFIED') as Gender__Output,
    ...(voiceClassScore !== null ? { voice_class_score_avg: { value: voiceClassScore } } : {}),
    ...(row.preferred_language ? { preferred_language: row.preferred_language } : {}),
    phone_numbers: row.phone_numbers ?? [],
    creation_timestamp: toTimestamp(row.created_at) ?? null,
    modification_timestamp: toTimestamp(row.modified_at ?? row.created_at) ?? null,
  };
}

export function personToRead(
  row: EntityOwnerRow,
  extra: { voiceClassScore: number | null; erasure: Record<string, string> },
  mask: Set<string> | undefined,
): PersonDetailsForRead {
  // Absent until OptPersonIn or OptPersonOut records something.
  const consent = row.consent_status
    ? {
        status: row.consent_status,
        ...(row.consent_agent_id ? { agent_id: row.consent_agent_id } : {}),
        ...(row.consent_reason ? { reason: row.consent_reason } : {}),
        timestamp: toTimestamp(row.consent_at) ?? null,
        opt_in_time: toTimestamp(row.opt_in_at) ?? null,
      }
    : undefined;
  return pick<PersonDetailsForRead>(
    {
      gk_person_id: uid(row.gk_owner_id),
      person_id: row.external_id ?? '',
      ...commonDetails(row, extra.voiceClassScore),
      ...(consent ? { consent_info: consent } : {}),
      custom_data: { ...(row.custom_data ?? {}), ...extra.erasure },
    },
    mask,
  );
}

export function fraudsterToRead(
  row: EntityOwnerRow,
  extra: { voiceClassScore: number | null },
  mask: Set<string> | undefined,
): FraudsterDetailsForRead {
  return pick<FraudsterDetailsForRead>(
    {
      gk_fraudster_id: uid(row.gk_owner_id),
      fraudster_id: row.external_id ?? '',
      ...commonDetails(row, extra.voiceClassScore),
      custom_data: row.custom_data ?? {},
    },
    mask,
  );
}

export const GROUP_READ_FIELDS = [
  'gk_group_id',
  'group_id',
  'creation_timestamp',
  'modification_timestamp',
  'custom_data',
];
export const WATCHLIST_READ_FIELDS = [
  'gk_watchlist_id',
  'watchlist_id',
  'creation_timestamp',
  'modification_timestamp',
  'custom_data',
];

const collectionTimes = (row: CollectionRow) => ({
  creation_timestamp: toTimestamp(row.created_at) ?? null,
  modification_timestamp: toTimestamp(row.modified_at) ?? null,
  custom_data: row.custom_data,
});

export const groupToRead = (row: CollectionRow, mask: Set<string> | undefined): GroupDetailsForRead =>
  pick<GroupDetailsForRead>({ gk_group_id: uid(row.id), group_id: row.external_id, ...collectionTimes(row) }, mask);

export const watchlistToRead = (row: CollectionRow, mask: Set<string> | undefined): WatchlistDetailsForRead =>
  pick<WatchlistDetailsForRead>(
    { gk_watchlist_id: uid(row.id), watchlist_id: row.external_id, ...collectionTimes(row) },
    mask,
  );

// A watchlist rule as the EntitiesManager RPCs carry it: the caller_id oneof (an exact
// phone_number or a caller_id_regex), description and risk_level; and its read shape.
import type { CallerIdWatchlistDetailsForRead } from '../../generated/proto/nuance/biosec/v1/entities/CallerIdWatchlistDetailsForRead.js';
import type { CallerIdWatchlistDetailsForCreate__Output } from '../../generated/proto/nuance/biosec/v1/entities/CallerIdWatchlistDetailsForCreate.js';
import type { Violations } from '../rpc/errors.js';
import { normalizeNumber } from './numbers.js';
import { checkRegex } from './regex-safety.js';
import type { RuleKind, RuleRow } from './rules.store.js';
import type { RiskLevel } from './wire.js';
import { readRiskLevel, readText, toTimestamp, uid } from './wire.js';
import { maxChars } from '../../shared/rpc/limits.js';

export const DETAIL_FIELDS = [
  'phone_number',
  'caller_id_regex',
  'description',
  'risk_level',
] as const satisfies readonly (keyof CallerIdWatchlistDetailsForCreate__Output)[];
export const READ_FIELDS = [
  'gk_callerid_rule_id',
  'phone_number',
  'caller_id_regex',
  'client_id',
  'analyst_id',
  'description',
  'risk_level',
  'creation_timestamp',
  'modification_timestamp',
] as const satisfies readonly (keyof CallerIdWatchlistDetailsForRead)[];
/** A rule's description: the limits table's free-text size (also for rows of an imported CSV). */
export const MAX_DESCRIPTION_LENGTH = maxChars('description');

export interface RuleTarget {
  kind: RuleKind;
  pattern: string;
  matchKey: string;
}

/** An exact number or a regex, checked; a violation naming `field` (and undefined) when bad. */
export function readTarget(v: Violations, field: string, kind: RuleKind, raw: unknown): RuleTarget | undefined {
  if (raw === undefined || raw === null || raw === '') {
    v.missing(field);
    return undefined;
  }
  if (typeof raw !== 'string') {
    v.add(field, 'must be a string', 'INVALID_FORMAT');
    return undefined;
  }
  if (kind === 'exact') {
    const n = normalizeNumber(raw);
    if ('problem' in n) {
      v.add(field, n.problem.message, n.problem.violation, raw.slice(0, 64));
      return undefined;
    }
    return { kind, pattern: raw, matchKey: n.normalized };
  }
  const checked = checkRegex(raw);
  if (!checked.ok) {
    v.add(field, checked.reason, raw.length > 256 ? 'TOO_LONG' : 'INVALID_FORMAT', raw.slice(0, 256));
    return undefined;
  }
  return { kind, pattern: raw, matchKey: raw };
}

/** CallerIdWatchlistDetailsForCreate or ForUpdate (the same fields), as decoded. */
type Details = CallerIdWatchlistDetailsForCreate__Output;

/** Which form of the caller_id oneof the details carry, if any. */
function targetKind(
  details: Details,
  fields: Set<string>,
): { kind: RuleKind; field: 'phone_number' | 'caller_id_regex' } | 'both' | undefined {
  const phone = fields.has('phone_number') && (details.caller_id === 'phone_number' || !!details.phone_number);
  const regex = fields.has('caller_id_regex') && (details.caller_id === 'caller_id_regex' || !!details.caller_id_regex);
  if (phone && regex) return 'both';
  if (phone) return { kind: 'exact', field: 'phone_number' };
  if (regex) return { kind: 'regex', field: 'caller_id_regex' };
  return undefined;
}

export interface RuleSpec {
  target?: RuleTarget;
  description?: string | null;
  riskLevel?: RiskLevel;
}

/** Reads the fields named in `fields` from details (paths `details.<name>`). */
export function readRuleSpec(v: Violations, details: Details, fields: Set<string>, requireAll: boolean): RuleSpec {
  const spec: RuleSpec = {};
  const which = targetKind(details, fields);
  if (which === 'both')
    v.add('details.caller_id', 'give either phone_number or caller_id_regex, not both', 'FIELD_CONFLICT');
  else if (which) {
    const t = readTarget(v, `details.${which.field}`, which.kind, details[which.field]);
    if (t) spec.target = t;
  } else if (requireAll || fields.has('phone_number') || fields.has('caller_id_regex')) {
    v.add('details.caller_id', 'is required: give phone_number or caller_id_regex', 'MANDATORY_FIELD_MISSING');
  }
  if (fields.has('risk_level') || requireAll) {
    const level = readRiskLevel(v, 'details.risk_level', details.risk_level);
    if (level) spec.riskLevel = level;
  }
  if (fields.has('description'))
    spec.description = readText(v, 'details.description', details.description, MAX_DESCRIPTION_LENGTH) ?? null;
  return spec;
}

type Read = CallerIdWatchlistDetailsForRead;

/** CallerIdWatchlistDetailsForRead, limited to `fields` when given. */
export function ruleToRead(row: RuleRow, fields?: Set<string>): CallerIdWatchlistDetailsForRead {
  const all: CallerIdWatchlistDetailsForRead = {
    gk_callerid_rule_id: uid(row.gk_callerid_rule_id),
    // Spreads are not checked for unknown fields unless each says what it must fit.
    ...((row.kind === 'exact' ? { phone_number: row.pattern } : { caller_id_regex: row.pattern }) satisfies Read),
    ...((row.analyst_id
      ? { analyst_id: row.analyst_id }
      : row.client_id
        ? { client_id: row.client_id }
        : {}) satisfies Read),
    ...((row.description !== null ? { description: row.description } : {}) satisfies Read),
    risk_level: row.risk_level,
    creation_timestamp: toTimestamp(row.created_at),
    modification_timestamp: toTimestamp(row.modified_at),
  };
  if (!fields) return all;
  return Object.fromEntries(Object.entries(all).filter(([k]) => fields.has(k)));
}
